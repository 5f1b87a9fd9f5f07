/**
 * The header's search button and the Ctrl/⌘+K shortcut. The palette itself (features/palette) is
 * loaded on first use, in its own chunk, with the menu this user sees now.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { visibleMenu } from '../../access';
import { selectRoles } from '../../session';
import { useAppSelector } from '../../store/hooks';
import { selectActiveApplication, useCurrentUser } from '../../user';
import { MENU } from '../manifest';
import { pathOfRouteName } from '../routing/routes';
import { useLoadedOnOpen } from '../../shared/ui/useLoadedOnOpen';

const TYPE_AHEAD_MS = 5000;

const CommandPalette = lazy(() => import(/* webpackChunkName: "palette" */ '../../features/palette'));

export function PaletteLauncher({ color }: { color: string }) {
  const intl = useIntl();
  const roles = useAppSelector(selectRoles);
  const activeApplication = useAppSelector(selectActiveApplication);
  const { user } = useCurrentUser();
  const { open, loaded, show: showPalette, hide } = useLoadedOnOpen();
  // Keys typed between Ctrl+K and the palette's input taking the focus (its code may still be
  // loading) are kept here for it, not lost or typed into the page under it; for a few seconds at
  // most, so a palette that never opens cannot take the page's keys.
  const typedAhead = useRef<string | null>(null);
  const openedAt = useRef(0);
  const show = useCallback(() => {
    typedAhead.current = '';
    openedAt.current = Date.now();
    showPalette();
  }, [showPalette]);
  const takeTypedAhead = useCallback(() => {
    const ahead = typedAhead.current ?? '';
    typedAhead.current = null;
    return ahead;
  }, []);
  const entries = useMemo(
    () => visibleMenu(MENU, roles, activeApplication, Boolean(user?.company)),
    [roles, activeApplication, user?.company],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      } else if (
        typedAhead.current !== null &&
        Date.now() - openedAt.current < TYPE_AHEAD_MS &&
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey
      ) {
        event.preventDefault();
        typedAhead.current += event.key;
      }
    };
    // Before the page's own handlers, which would take the keys meant for the palette.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
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
            onClose={() => {
              typedAhead.current = null;
              hide();
            }}
            takeTypedAhead={takeTypedAhead}
            entries={entries}
            pathOf={pathOfRouteName}
            userName={user?.userName ?? ''}
          />
        </Suspense>
      )}
    </>
  );
}
