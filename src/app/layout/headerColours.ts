/**
 * Header colour per active application (spec section 2: 0 grey, 1 blue, 2 orange), with the text
 * colour chosen for contrast: dark text reads better than white on all three (WCAG ratio).
 */
import { contrastRatio } from '../../shared/theme/contrast';

export const HEADER_COLOURS: Record<number, string> = { 0: '#8c8c8c', 1: '#1677ff', 2: '#fa8c16' };
/** The same three in dark mode: antd's dark palette (grey, blue, orange), still told apart at a glance. */
export const DARK_HEADER_COLOURS: Record<number, string> = { 0: '#595959', 1: '#1668dc', 2: '#d87a16' };

export { contrastRatio };

export function headerColours(application: number, dark = false): { background: string; text: string } {
  const colours = dark ? DARK_HEADER_COLOURS : HEADER_COLOURS;
  const background = colours[application] ?? colours[0]!;
  const text = contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
  return { background, text };
}
