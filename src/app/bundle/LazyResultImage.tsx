/**
 * antd Result's 403, 404 and 500 illustrations, loaded when an error page draws one: Result is
 * imported by pro-components' error boundary on every list, and its three pictures are a third
 * of a Result. The build puts one of these in place of each picture module (webpack.config.ts).
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

type Picture = () => Promise<ComponentModule>;

const lazyPicture = (load: Picture) => lazyPart(load, <div style={{ height: 200 }} />);

export const NotFoundImage = lazyPicture(
  () => import(/* webpackChunkName: "result-pictures" */ 'antd/es/result/noFound.js') as ReturnType<Picture>,
);
export const ServerErrorImage = lazyPicture(
  () => import(/* webpackChunkName: "result-pictures" */ 'antd/es/result/serverError.js') as ReturnType<Picture>,
);
export const UnauthorizedImage = lazyPicture(
  () => import(/* webpackChunkName: "result-pictures" */ 'antd/es/result/unauthorized.js') as ReturnType<Picture>,
);
