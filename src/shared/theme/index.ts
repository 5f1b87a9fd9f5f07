export { markDocument, markDocumentFromStorage, themeConfig, useConsoleTheme, useIsDark } from './theme';
