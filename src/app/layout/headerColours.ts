/**
 * Header colour per active application (spec section 2: 0 grey, 1 blue, 2 orange), with the text
 * colour chosen for contrast: dark text reads better than white on all three (WCAG ratio).
 */
export const HEADER_COLOURS: Record<number, string> = { 0: '#8c8c8c', 1: '#1677ff', 2: '#fa8c16' };
/** The same three in dark mode: antd's dark palette (grey, blue, orange), still told apart at a glance. */
export const DARK_HEADER_COLOURS: Record<number, string> = { 0: '#595959', 1: '#1668dc', 2: '#d87a16' };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function headerColours(application: number, dark = false): { background: string; text: string } {
  const colours = dark ? DARK_HEADER_COLOURS : HEADER_COLOURS;
  const background = colours[application] ?? colours[0]!;
  const text = contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
  return { background, text };
}
