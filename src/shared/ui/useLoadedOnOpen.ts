/**
 * A dialog whose code loads when it is first opened (React.lazy): `loaded` turns true with the first
 * `show` and stays so, keeping the dialog mounted after it closes (its closing animation, the focus
 * given back to the button that opened it, and no second load).
 */
import { useCallback, useState } from 'react';

export function useLoadedOnOpen() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, loaded, show, hide };
}
