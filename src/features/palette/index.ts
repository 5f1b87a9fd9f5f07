/** The command palette, loaded on first use by the header (its own chunk). */
export { default } from './CommandPalette';
export type { CommandPaletteProps } from './CommandPalette';
