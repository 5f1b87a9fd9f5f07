import { FormattedMessage } from 'react-intl';

/** A flag as a word in the interface language. */
export function YesNo({ value }: { value: boolean }) {
  return value ? (
    <FormattedMessage id="common.yes" defaultMessage="Yes" />
  ) : (
    <FormattedMessage id="common.no" defaultMessage="No" />
  );
}
