/**
 * Text, date and number filters of the console (spec section 9). Empty input shows '-'. Dates and
 * numbers follow the interface language: LocaleProviders names it here (setFormattingLocale)
 * before the screens render in it.
 */
import dayjs from 'dayjs';

export const EMPTY_TEXT = '-';
/** The spec's display format, English's; other languages write a date as their convention has it. */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
export const EXCERPT_LENGTH = 80;

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/**
 * How a date is shown: 'date' (27 Nov 2026, 27. Nov. 2026, 2026年11月27日), 'dateTime' (with hours
 * and minutes), 'dayMonth' (27 Nov, 27. Nov., 11月27日).
 */
export type DateStyle = 'date' | 'dateTime' | 'dayMonth';

const ENGLISH_FORMATS: Record<DateStyle, string> = {
  date: DISPLAY_DATE_FORMAT,
  dateTime: `${DISPLAY_DATE_FORMAT} HH:mm`,
  dayMonth: 'DD MMM',
};

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonth: { month: 'short', day: 'numeric' },
};

const formatting = { iso: 'en-US', dayjs: 'en' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The interface language's formatting tag ('de-DE-u-ca-gregory-nu-latn', locales.ts
 * formattingTag) and dayjs locale ('de', registered by then; 'en' where there is none).
 */
export function setFormattingLocale(iso: string, dayjsLocale: string): void {
  formatting.iso = iso;
  formatting.dayjs = dayjsLocale;
}

const isEnglish = () => formatting.iso === 'en' || formatting.iso.startsWith('en-');

function formatterOf(style: DateStyle): Intl.DateTimeFormat {
  const key = `${formatting.iso}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Every interface tag is well formed; one the browser has no data for gets its nearest locale.
    formatter = new Intl.DateTimeFormat(formatting.iso, INTL_OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date in the interface language's convention: English keeps the spec's DD MMM YYYY ('05 Mar
 * 2026'), every other language writes it as Intl does in that language ('5. März 2026',
 * '2026年3月5日', '5 مارس 2026' in Latin digits). A dayjs format string instead of a style is
 * applied as it is (file names, filters: 'YYYY-MM-DD').
 */
export function formatDate(value: DateInput, style: DateStyle | string = 'date'): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  const day = dayjs(value);
  if (!day.isValid()) return EMPTY_TEXT;
  if (!(style in INTL_OPTIONS)) return day.locale(formatting.dayjs).format(style);
  const known = style as DateStyle;
  return isEnglish() ? day.locale('en').format(ENGLISH_FORMATS[known]) : formatterOf(known).format(day.toDate());
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
