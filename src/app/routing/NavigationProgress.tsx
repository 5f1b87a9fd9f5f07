/**
 * The thin progress bar of spec section 9 (2 px high, shown after 200 ms, filling over 5000 ms):
 * it appears while a navigation is pending, so a slow page change is visible instead of the old
 * page silently staying on screen.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { navigationTargetKey, subscribeNavigationTarget } from './navigationTarget';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HEIGHT_PX = 2;

export function NavigationProgress() {
  const committedKey = useLocation().key;
  const targetKey = useSyncExternalStore(subscribeNavigationTarget, navigationTargetKey, navigationTargetKey);
  const pending = targetKey !== null && targetKey !== committedKey;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [pending]);

  if (!pending || !visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      data-testid="navigation-progress"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: PROGRESS_HEIGHT_PX, zIndex: 2000 }}
    >
      <div
        style={{
          height: '100%',
          background: '#1677ff',
          animation: `console-progress ${PROGRESS_DURATION_MS}ms ease-out forwards`,
        }}
      />
      <style>{'@keyframes console-progress { from { width: 0 } to { width: 90% } }'}</style>
    </div>
  );
}
