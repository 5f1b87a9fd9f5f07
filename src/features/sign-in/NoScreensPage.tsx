/**
 * What a signed-in user whose roles open no screen of the console sees (an API user: spec section
 * 6 gives it no menu entry), instead of "page not found" on every address: why, and Sign out.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { logout } from '../../session';
import { useAppDispatch } from '../../store/hooks';

export default function NoScreensPage() {
  const dispatch = useAppDispatch();
  return (
    <Result
      status="info"
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          <FormattedMessage id="noScreens.title" defaultMessage="The console has nothing for your role" />
        </h1>
      }
      subTitle={
        <FormattedMessage
          id="noScreens.text"
          defaultMessage="Your account works with the platform through its API. If you need to use the console, ask an administrator for another role."
        />
      }
      extra={
        <Button type="primary" icon={<LogoutOutlined />} onClick={() => void dispatch(logout())}>
          <FormattedMessage id="header.signOut" defaultMessage="Sign out" />
        </Button>
      }
    />
  );
}
