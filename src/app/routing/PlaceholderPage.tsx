/** Screens of the route table not built yet: they exist (and are guarded) so access works per spec. */
import { Empty, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentRoute } from './routeHandle';

export default function PlaceholderPage() {
  const intl = useIntl();
  const current = useCurrentRoute();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {current ? intl.formatMessage(current.route.title) : null}
      </Typography.Title>
      <Empty
        description={<FormattedMessage id="placeholder.comingSoon" defaultMessage="This screen is coming soon" />}
      />
    </>
  );
}
