/**
 * The checks every console form words alike: an empty required field and a too long text, named in
 * the interface language ("Name is required", "At most 255 characters").
 */
import type { IntlShape } from 'react-intl';

export function requiredMessage(intl: IntlShape, field: string): string {
  return intl.formatMessage({ id: 'form.required', defaultMessage: '{field} is required' }, { field });
}

export function requiredRule(intl: IntlShape, field: string): { required: true; message: string } {
  return { required: true, message: requiredMessage(intl, field) };
}

export function maxRule(intl: IntlShape, max: number): { max: number; message: string } {
  return { max, message: intl.formatMessage({ id: 'form.max', defaultMessage: 'At most {max} characters' }, { max }) };
}
