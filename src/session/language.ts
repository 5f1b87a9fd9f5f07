/** Choosing the interface language: state plus the 365-day locale cookie (spec section 4). */
import type { Dispatch } from '@reduxjs/toolkit';
import { isLocaleCode } from '../i18n/locales';
import { writeLocaleCookie } from './cookies';
import { uiLanguageChanged } from './sessionSlice';

export function chooseLanguage(dispatch: Dispatch, code: string): void {
  if (!isLocaleCode(code)) return;
  writeLocaleCookie(code);
  dispatch(uiLanguageChanged(code));
}
