/**
 * Text, date and number filters of the console (spec section 9). Empty input shows '-'. Dates and
 * numbers follow the interface language: LocaleProviders names it here (setFormattingLocale) once
 * its dayjs locale is loaded, before the screens render in it.
 */
import dayjs from 'dayjs';

export const EMPTY_TEXT = '-';
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
export const EXCERPT_LENGTH = 80;

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

const formatting = { iso: 'en-US', dayjs: 'en' };

/**
 * The interface language's formatting locale ('de-DE') and dayjs locale ('de', registered by then;
 * 'en' where dayjs has none).
 */
export function setFormattingLocale(iso: string, dayjsLocale: string): void {
  formatting.iso = iso;
  formatting.dayjs = dayjsLocale;
}

/** DD MMM YYYY with the month named in the interface language ('05 Mär 2026', '05 мар. 2026'). */
export function formatDate(value: DateInput, format: string = DISPLAY_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  const day = dayjs(value);
  return day.isValid() ? day.locale(formatting.dayjs).format(format) : EMPTY_TEXT;
}

export function excerpt(text: string | null | undefined, length: number = EXCERPT_LENGTH): string {
  if (!text) return EMPTY_TEXT;
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join('').trimEnd()}…`;
}

export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function uppercase(text: string | null | undefined): string {
  return text ? text.toUpperCase() : '';
}

export function lowercase(text: string | null | undefined): string {
  return text ? text.toLowerCase() : '';
}

/** Capitalises every word: 'contract template' → 'Contract Template'. */
export function title(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(/(^|\s)(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** A number with the interface language's separators (or those of `iso`): 1.234.567 in German. */
export function localeString(
  value: number | null | undefined,
  iso: string = formatting.iso,
  options?: Intl.NumberFormatOptions,
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_TEXT;
  return value.toLocaleString(iso, options);
}
