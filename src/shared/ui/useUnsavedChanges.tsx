/**
 * A form's edits not saved yet: leaving the page asks first (session/leaving.ts), to stay on the
 * form or leave without saving. Not asked: leaving after the save, and the end of the session
 * (useSessionDraft keeps the values and sign-in brings them back).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { holdLeaving, type LeaveQuestion } from '../../session/leaving';
import { selectSessionEnded } from '../../session/sessionSlice';
import { useAppStore } from '../../store/hooks';

// The question loads when first asked, not with every form.
const LeavePrompt = lazy(() => import(/* webpackChunkName: "leave-prompt" */ './LeavePrompt'));

export interface UnsavedChanges {
  /** For the form's onValuesChange: the user changed something. */
  changed: () => void;
  /** A save starts: its own navigation leaves freely. Returns what to call if it fails. */
  saving: () => () => void;
  /** Saved: nothing left to lose. */
  saved: () => void;
  /** The question, drawn beside the form. */
  prompt: ReactNode;
}

export function useUnsavedChanges(): UnsavedChanges {
  const store = useAppStore();
  const unsaved = useRef(false);
  const release = useRef<(() => void) | null>(null);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  // Held from the first change on, at once: a click on the menu right after typing must be asked about.
  const letGo = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  const ask = useCallback<LeaveQuestion>(
    (leave) => {
      const go = () => {
        letGo();
        leave();
      };
      if (!unsaved.current || selectSessionEnded(store.getState())) go();
      else setLeaving(() => go);
    },
    [letGo, store],
  );
  useEffect(() => letGo, [letGo]);

  return {
    changed: () => {
      unsaved.current = true;
      release.current ??= holdLeaving(ask);
    },
    saving: () => {
      const before = unsaved.current;
      unsaved.current = false;
      return () => void (unsaved.current = before);
    },
    saved: () => {
      unsaved.current = false;
      letGo();
    },
    prompt: leaving && (
      <Suspense fallback={null}>
        <LeavePrompt
          onLeave={() => {
            setLeaving(null);
            leaving();
          }}
          onStay={() => setLeaving(null)}
        />
      </Suspense>
    ),
  };
}
