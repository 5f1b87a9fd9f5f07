/**
 * The gallery's layout rules (spec sections 2 and 9): the drawer takes 70% of the viewport, the
 * whole width under 992 px; the grid has 5 columns, 1 under 769 px.
 */
import { useEffect, useState } from 'react';

export const GALLERY_WIDE_FROM = 992;
export const GALLERY_COLUMNS_FROM = 769;
export const GALLERY_COLUMNS = 5;
/** Two full rows of the grid: the spec's default page size. */
export const GALLERY_PAGE_SIZE = 10;

export function galleryDrawerWidth(viewportWidth: number): string {
  return viewportWidth < GALLERY_WIDE_FROM ? '100%' : '70%';
}

export function galleryColumns(viewportWidth: number): number {
  return viewportWidth < GALLERY_COLUMNS_FROM ? 1 : GALLERY_COLUMNS;
}

const widthNow = () => (typeof window === 'undefined' ? GALLERY_WIDE_FROM : window.innerWidth);

/** The viewport's width, following resizes. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(widthNow);
  useEffect(() => {
    const follow = () => setWidth(widthNow());
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return width;
}
