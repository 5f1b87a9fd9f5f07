export { filesRoutes } from './files.routes.js';
