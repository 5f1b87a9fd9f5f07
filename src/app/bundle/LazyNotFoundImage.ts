/** antd Result's picture, loaded on first use (LazyResultImage.tsx). */
export { NotFoundImage as default } from './LazyResultImage';
