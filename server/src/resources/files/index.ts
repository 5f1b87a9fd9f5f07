export { filesRoutes } from './files.routes.js';
// The demo seed stores its files' bytes exactly as uploads are stored.
export { chunksOf, CHUNKS, newStorageName, writeChunks } from './files-store.js';
/** Signing evidence hashes a version's documents and reads uploads to verify. */
export { contentSha256 } from './files-store.js';
export { readUpload } from './files-upload.js';
/** The dashboard's activity lists files with the same scope as the collection. */
export { fileRows } from './files.js';
