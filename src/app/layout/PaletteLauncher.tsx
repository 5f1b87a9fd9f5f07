/**
 * The header's search button and the Ctrl/⌘+K shortcut. The palette itself (features/palette) is
 * loaded on first use, in its own chunk, with the menu this user sees now.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { visibleMenu } from '../../access';
import { selectRoles } from '../../session';
import { useAppSelector } from '../../store/hooks';
import { selectActiveApplication, useCurrentUser } from '../../user';
import { MENU } from '../manifest';
import { pathOfRouteName } from '../routing/routes';
import { useLoadedOnOpen } from '../../shared/ui/useLoadedOnOpen';

const CommandPalette = lazy(() => import(/* webpackChunkName: "palette" */ '../../features/palette'));

export function PaletteLauncher({ color }: { color: string }) {
  const intl = useIntl();
  const roles = useAppSelector(selectRoles);
  const activeApplication = useAppSelector(selectActiveApplication);
  const { user } = useCurrentUser();
  const { open, loaded, show, hide } = useLoadedOnOpen();
  const entries = useMemo(
    () => visibleMenu(MENU, roles, activeApplication, Boolean(user?.company)),
    [roles, activeApplication, user?.company],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <Button
        type="text"
        data-testid="palette-button"
        style={{ color }}
        icon={<SearchOutlined />}
        aria-label={intl.formatMessage({ id: 'palette.open', defaultMessage: 'Search (Ctrl+K)' })}
        title={intl.formatMessage({ id: 'palette.open', defaultMessage: 'Search (Ctrl+K)' })}
        onClick={show}
      />
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onClose={hide}
            entries={entries}
            pathOf={pathOfRouteName}
            userName={user?.userName ?? ''}
          />
        </Suspense>
      )}
    </>
  );
}
