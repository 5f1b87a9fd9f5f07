export { contrastRatio } from './contrast';
export { AccessibleStyles } from './AccessibleStyles';
export {
  DARK_TOKENS,
  LIGHT_TOKENS,
  markDocument,
  markDocumentFromStorage,
  themeConfig,
  useConsoleTheme,
  useIsDark,
} from './theme';
