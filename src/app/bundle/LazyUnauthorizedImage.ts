/** antd Result's picture, loaded on first use (LazyResultImage.tsx). */
export { UnauthorizedImage as default } from './LazyResultImage';
