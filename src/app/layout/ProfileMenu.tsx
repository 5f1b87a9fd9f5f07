/**
 * Profile dropdown: names and e-mail, then Appearance (System / Light / Dark, Compact), Your
 * dashboard, My Company (with a company) and Sign out.
 */
import { CheckOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { User } from '../../../contract';
import { logout } from '../../session';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { compactChanged, schemeChanged, selectAppearance, type ColourScheme } from '../../user';

export function ProfileMenu({
  user,
  color,
  onLanguage,
}: {
  user: User | undefined;
  color: string;
  /** Where the header has no room for its language switcher, the profile menu offers it. */
  onLanguage?: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const appearance = useAppSelector(selectAppearance);
  const checked = (on: boolean) => (on ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />);
  const schemes: { key: ColourScheme; label: ReactNode }[] = [
    { key: 'system', label: <FormattedMessage id="theme.system" defaultMessage="System" /> },
    { key: 'light', label: <FormattedMessage id="theme.light" defaultMessage="Light" /> },
    { key: 'dark', label: <FormattedMessage id="theme.dark" defaultMessage="Dark" /> },
  ];
  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <div style={{ lineHeight: 1.5 }}>
          <div>{user?.givenName}</div>
          <div>{user?.familyName}</div>
          <div>{user?.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(onLanguage
      ? [{ key: 'language', label: <FormattedMessage id="language.title" defaultMessage="Language" /> }]
      : []),
    {
      key: 'appearance',
      type: 'group',
      label: <FormattedMessage id="theme.appearance" defaultMessage="Appearance" />,
      children: [
        ...schemes.map(({ key, label }) => ({ key: `scheme:${key}`, label, icon: checked(appearance.scheme === key) })),
        {
          key: 'compact',
          label: <FormattedMessage id="theme.compact" defaultMessage="Compact" />,
          icon: checked(appearance.compact),
        },
      ],
    },
    { type: 'divider' },
    { key: 'dashboard', label: <FormattedMessage id="header.yourDashboard" defaultMessage="Your dashboard" /> },
    ...(user?.company
      ? [{ key: 'my-company', label: <FormattedMessage id="header.myCompany" defaultMessage="My Company" /> }]
      : []),
    { key: 'sign-out', label: <FormattedMessage id="header.signOut" defaultMessage="Sign out" /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('scheme:')) dispatch(schemeChanged(key.slice('scheme:'.length) as ColourScheme));
    else if (key === 'compact') dispatch(compactChanged(!appearance.compact));
    else if (key === 'language') onLanguage?.();
    else if (key === 'dashboard') navigate(localised('/'));
    else if (key === 'my-company') navigate(localised('/my-company'));
    else if (key === 'sign-out') void dispatch(logout());
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button
        type="text"
        data-testid="profile-menu"
        aria-label={intl.formatMessage({ id: 'header.profile', defaultMessage: 'Profile' })}
        style={{ color }}
        icon={<Avatar size="small" icon={<UserOutlined />} />}
      />
    </Dropdown>
  );
}
