import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Page changes scroll to the top, or to the element a hash names (spec section 2). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
