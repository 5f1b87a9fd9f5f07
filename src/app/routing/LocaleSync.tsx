/**
 * Keeps the interface language and the address prefix in step. Whichever side changed wins: a
 * navigation to /de/... makes the interface German; a language chosen elsewhere (the user's
 * profile locale, the language cookie on the root path) moves the address under the new prefix.
 * At start only the root path follows the stored language, or without one the browser's
 * languages ("detection redirects on the root path only", spec section 2); any other address
 * keeps the language it names.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { browserLanguages, preferredLocale } from '../../i18n/detect';
import { DEFAULT_LOCALE, isLocaleCode } from '../../i18n/locales';
import { addressInLanguage, splitLocale } from '../../i18n/paths';
import { readLocaleCookie } from '../../session/cookies';
import { selectUiLanguage, uiLanguageChanged } from '../../session/sessionSlice';

export function LocaleSync() {
  const { pathname } = useLocation();
  const { lang: addressLang } = splitLocale(pathname);
  const uiLanguage = useAppSelector(selectUiLanguage);
  const dispatch = useAppDispatch();
  // Declarative mode's navigate is a new function on every page change; the effect below is about
  // languages, so it reads the latest one instead of running again for each page.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });
  const seen = useRef<{ address: string; ui: string } | null>(null);
  // The bare root only: /de is German's home and keeps its language.
  const atRoot = pathname === '/';

  useEffect(() => {
    const previous = seen.current;
    seen.current = { address: addressLang, ui: uiLanguage };
    if (previous === null && atRoot) {
      const cookieLang = readLocaleCookie();
      // The browser's languages only when nothing has chosen one yet (the default is still on).
      const detected = isLocaleCode(cookieLang)
        ? cookieLang
        : uiLanguage === DEFAULT_LOCALE
          ? preferredLocale(browserLanguages())
          : undefined;
      if (detected && detected !== uiLanguage) {
        dispatch(uiLanguageChanged(detected));
        return;
      }
    }
    if (addressLang === uiLanguage) return;
    const languageChanged = previous === null ? atRoot : previous.ui !== uiLanguage && previous.address === addressLang;
    if (!languageChanged) dispatch(uiLanguageChanged(addressLang));
    // The address may already be ahead of the screen (a navigation still loading) and may even
    // name the new language already (the language dialog moved it).
    else if (splitLocale(window.location.pathname).lang !== uiLanguage) {
      navigateRef.current(addressInLanguage(uiLanguage), { replace: true });
    }
  }, [addressLang, uiLanguage, atRoot, dispatch]);

  return null;
}
