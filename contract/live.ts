/** What an event of the live-update stream (`GET /api/events`) says: a row changed. */
export type LiveAction = 'created' | 'updated' | 'deleted';

export interface LiveEvent {
  /** The wire resource's collection path, e.g. 'companies' (resources.ts). */
  resource: string;
  /** The item's key as its IRI carries it (companies: uuid). */
  id: string;
  action: LiveAction;
}
