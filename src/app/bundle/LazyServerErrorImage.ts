/** antd Result's picture, loaded on first use (LazyResultImage.tsx). */
export { ServerErrorImage as default } from './LazyResultImage';
