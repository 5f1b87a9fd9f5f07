import { nextZoom, ZOOM_STEPS } from './pdfZoom';

it.each([
  [1, 'in', 1.25],
  [1, 'out', 0.75],
  // From a fit, the next step beyond the scale on screen.
  [0.93, 'in', 1],
  [0.93, 'out', 0.75],
  [0.99999, 'in', 1.25],
  // The ends hold.
  [4, 'in', 4],
  [0.25, 'out', 0.25],
  [9, 'out', 4],
  [0.1, 'in', 0.25],
] as const)('from %s, zoom %s → %s', (scale, direction, expected) => {
  expect(nextZoom(scale, direction)).toBe(expected);
});

it('steps up in order', () => {
  expect([...ZOOM_STEPS].sort((a, b) => a - b)).toEqual([...ZOOM_STEPS]);
});
