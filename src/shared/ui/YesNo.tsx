import { FormattedMessage } from 'react-intl';

/** The words of a flag, for a column that shows one (its CSV cells say the same). */
export const YES_NO_WORDS = {
  true: { id: 'common.yes', defaultMessage: 'Yes' },
  false: { id: 'common.no', defaultMessage: 'No' },
} as const;

/** A flag as a word in the interface language. */
export function YesNo({ value }: { value: boolean }) {
  return value ? (
    <FormattedMessage id="common.yes" defaultMessage="Yes" />
  ) : (
    <FormattedMessage id="common.no" defaultMessage="No" />
  );
}
