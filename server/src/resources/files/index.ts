export { filesRoutes } from './files.routes.js';
// The demo seed stores its files' bytes exactly as uploads are stored.
export { removeBytes, storeBytes } from './files-store.js';
