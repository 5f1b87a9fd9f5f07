/** Text and date filters of the console (spec section 9). Empty input shows '-'. */
import dayjs from 'dayjs';

export const EMPTY_TEXT = '-';
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
export const EXCERPT_LENGTH = 80;

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

export function formatDate(value: DateInput, format: string = DISPLAY_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY_TEXT;
  const day = dayjs(value);
  return day.isValid() ? day.format(format) : EMPTY_TEXT;
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

export function localeString(value: number | null | undefined, iso?: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_TEXT;
  return value.toLocaleString(iso);
}
