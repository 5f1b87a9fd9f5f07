/**
 * Appearance (issue 9): colour scheme (follow the system, light or dark) and compact density,
 * remembered per browser in localStorage under one key that both entries (index.tsx, signIn.tsx)
 * read before the first paint, so a dark console does not flash white while it loads. No Redux
 * here: the sign-in entry reads it without the store.
 */
export type ColourScheme = 'system' | 'light' | 'dark';

export interface AppearanceState {
  scheme: ColourScheme;
  compact: boolean;
}

export const APPEARANCE_STORAGE_KEY = 'console.appearance';
export const defaultAppearance: AppearanceState = { scheme: 'system', compact: false };

const SCHEMES: readonly ColourScheme[] = ['system', 'light', 'dark'];

/** What a stored value says, or the defaults for anything missing or malformed. */
export function parseAppearance(text: string | null | undefined): AppearanceState {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<AppearanceState> | null;
    return {
      scheme: SCHEMES.includes(value?.scheme as ColourScheme) ? (value!.scheme as ColourScheme) : 'system',
      compact: value?.compact === true,
    };
  } catch {
    return defaultAppearance;
  }
}

export function readStoredAppearance(): AppearanceState {
  try {
    return parseAppearance(globalThis.localStorage?.getItem(APPEARANCE_STORAGE_KEY));
  } catch {
    return defaultAppearance; // storage blocked (privacy mode)
  }
}

export function storeAppearance(appearance: AppearanceState): void {
  try {
    globalThis.localStorage?.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // Not remembered, still applied.
  }
}

/** Dark or not, for a scheme and whether the system prefers dark. */
export function isDark(scheme: ColourScheme, systemPrefersDark: boolean): boolean {
  return scheme === 'dark' || (scheme === 'system' && systemPrefersDark);
}
