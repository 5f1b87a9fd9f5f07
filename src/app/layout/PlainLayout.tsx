/** The plain layout of the console's router: the plain page (PlainPage.tsx) around the matched public route. */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useIsDark } from '../../shared/theme';
import { PlainPage } from './PlainPage';
import { useDocumentTitle } from './useDocumentTitle';

/** `children` replaces the matched route's page (the not-found page for a signed-out visitor). */
export function PlainLayout({ children }: { children?: ReactNode }) {
  useDocumentTitle();
  const dark = useIsDark();
  return <PlainPage dark={dark}>{children ?? <Outlet />}</PlainPage>;
}
