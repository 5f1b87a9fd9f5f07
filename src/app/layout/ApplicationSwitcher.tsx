/** Application switcher: choosing an application makes it active and goes to the dashboard. */
import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { activeApplicationChosen, selectActiveApplication, selectCurrentApplications } from '../../user';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

export function ApplicationSwitcher({ color }: { color: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const applications = useAppSelector(selectCurrentApplications);
  const active = useAppSelector(selectActiveApplication);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [String(active)],
        items: applications.map((application) => ({ key: String(application.id), label: application.name })),
        onClick: ({ key }) => {
          dispatch(activeApplicationChosen(Number(key)));
          navigate(localised('/'));
        },
      }}
    >
      <Button
        type="text"
        data-testid="app-switcher"
        aria-label={intl.formatMessage({ id: 'header.applications', defaultMessage: 'Applications' })}
        style={{ color }}
        icon={<AppstoreOutlined />}
      >
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
