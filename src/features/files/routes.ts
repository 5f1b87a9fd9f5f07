/** The files screens' route base (the manifest's path), for links between them. */
export const FILE_ROUTE = 'file';
