/** A message in the description grey: a date under a heading, where a signature came from, what is chosen. */
import { Typography } from 'antd';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';

export function SecondaryMessage(props: ComponentProps<typeof FormattedMessage>) {
  return (
    <Typography.Text type="secondary">
      <FormattedMessage {...props} />
    </Typography.Text>
  );
}
