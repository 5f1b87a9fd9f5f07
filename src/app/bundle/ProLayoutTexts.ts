/**
 * What the build puts in place of pro-layout's own texts (its settings drawer's, in five
 * languages), which no screen shows: the console's menu, header and titles are its own, in its
 * catalogues. pro-layout then falls back to the default message it is given.
 */
export const getLanguage = (): string => 'en-US';
export const gLocaleObject = (): Record<string, string> => ({});
