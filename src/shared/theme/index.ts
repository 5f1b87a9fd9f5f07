export { contrastRatio } from './contrast';
export { AccessibleStyles } from './AccessibleStyles';
export {
  DARK_TOKENS,
  LIGHT_TOKENS,
  markDocument,
  markDocumentFromStorage,
  storedTheme,
  themeConfig,
} from './themeConfig';
export { useConsoleTheme, useIsDark } from './theme';
