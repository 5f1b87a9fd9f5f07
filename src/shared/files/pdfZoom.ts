/**
 * The PDF viewer's zoom: the page fits the viewer's width, or is drawn at one of a few steps, the
 * next one up or down from the scale shown (so zooming from a fit starts where the page is).
 */
export type Zoom = 'fit' | number;

export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

export function nextZoom(scale: number, direction: 'in' | 'out'): number {
  // A hair of tolerance: a fit of 0.99999 is at the step 1.
  const epsilon = 0.001;
  if (direction === 'in') return ZOOM_STEPS.find((step) => step > scale + epsilon) ?? ZOOM_STEPS.at(-1)!;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - epsilon) ?? ZOOM_STEPS[0];
}
