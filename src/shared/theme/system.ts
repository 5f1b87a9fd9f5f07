/**
 * The system's colour scheme and motion settings, without antd: the sign-in entry asks them before
 * it knows whether it draws anything (signIn.tsx); themeConfig.ts builds antd's theme from them.
 */
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function systemMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

export const systemPrefersDark = () => systemMatches(DARK_QUERY);
export const systemReducesMotion = () => systemMatches(REDUCED_MOTION_QUERY);
