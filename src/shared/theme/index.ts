export { contrastRatio } from './contrast';
export { AccessibleStyles } from './AccessibleStyles';
export {
  DARK_TOKENS,
  LIGHT_TOKENS,
  markDocument,
  markDocumentFromStorage,
  PREBUILT_THEME,
  storedTheme,
  themeConfig,
} from './themeConfig';
export { useConsoleTheme, useIsDark } from './theme';
