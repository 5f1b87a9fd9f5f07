import { theme, type ThemeConfig } from 'antd';
import { act, useEffect } from 'react';
import { APPEARANCE_STORAGE_KEY, compactChanged, schemeChanged } from '../../user';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { contrastRatio } from './contrast';
import { useConsoleTheme } from './theme';
import { LIGHT_TOKENS, markDocumentFromStorage, storedTheme, themeConfig } from './themeConfig';

function mockSystemDark(dark: boolean, reducedMotion = false) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches:
      (dark && query === '(prefers-color-scheme: dark)') ||
      (reducedMotion && query === '(prefers-reduced-motion: reduce)'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

let seen: ThemeConfig | undefined;
const record = (config: ThemeConfig) => {
  seen = config;
};
function Probe() {
  const config = useConsoleTheme();
  useEffect(() => record(config), [config]);
  return null;
}

describe('console theme', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('maps dark and compact to antd algorithms', () => {
    expect(themeConfig(false, false).algorithm).toEqual([theme.defaultAlgorithm]);
    expect(themeConfig(true, true).algorithm).toEqual([theme.darkAlgorithm, theme.compactAlgorithm]);
  });

  it('keeps text colours at WCAG AA contrast (4.5:1) where the antd defaults fall short', () => {
    const light = theme.getDesignToken(themeConfig(false, false));
    // White text on primary and danger buttons; link and error text on the white container.
    for (const colour of [light.colorPrimary, light.colorLink, light.colorError])
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(light.colorLink).toBe(LIGHT_TOKENS.colorLink);
    const dark = theme.getDesignToken(themeConfig(true, false));
    expect(contrastRatio(dark.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const colour of [dark.colorLink, dark.colorError])
      expect(contrastRatio(colour, dark.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });

  it('marks the document from storage and the system setting before React renders', () => {
    mockSystemDark(true);
    markDocumentFromStorage();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ scheme: 'light', compact: false }));
    markDocumentFromStorage();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('gives the sign-in pages the stored theme without the store: dark and compact, motion as the system says', () => {
    mockSystemDark(false, true);
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ scheme: 'dark', compact: true }));
    const { dark, config } = storedTheme();
    expect(dark).toBe(true);
    expect(config.algorithm).toEqual([theme.darkAlgorithm, theme.compactAlgorithm]);
    expect(config.token?.motion).toBe(false);
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ scheme: 'system', compact: false }));
    expect(storedTheme()).toMatchObject({ dark: false, config: { algorithm: [theme.defaultAlgorithm] } });
  });

  it('follows the system by default, then the chosen scheme, and remembers it', () => {
    mockSystemDark(true);
    const { store } = renderWithProviders(<Probe />);
    expect(seen?.algorithm).toEqual([theme.darkAlgorithm]);
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => {
      store.dispatch(schemeChanged('light'));
      store.dispatch(compactChanged(true));
    });
    expect(seen?.algorithm).toEqual([theme.defaultAlgorithm, theme.compactAlgorithm]);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}')).toEqual({
      scheme: 'light',
      compact: true,
    });
  });

  it("stands antd's motion still when the system asks for reduced motion, and moves otherwise", () => {
    mockSystemDark(false);
    const moving = renderWithProviders(<Probe />);
    expect(seen?.token?.motion).toBe(true);
    moving.unmount();
    mockSystemDark(false, true);
    renderWithProviders(<Probe />);
    expect(seen?.token?.motion).toBe(false);
    expect(seen?.token?.colorLink).toBe(LIGHT_TOKENS.colorLink);
  });
});
