/**
 * The language of the current address and a path builder that keeps it, so every link and
 * navigation inside the console stays under the prefix the user chose (spec section 2).
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localisedPath, splitLocale } from '../../i18n/paths';

export function useCurrentLang(): string {
  const { pathname } = useLocation();
  return splitLocale(pathname).lang;
}

export function useLocalisedPath(): (path: string) => string {
  const lang = useCurrentLang();
  return useCallback((path: string) => localisedPath(path, lang), [lang]);
}
