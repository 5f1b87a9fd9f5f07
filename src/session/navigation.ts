/**
 * Full-page navigation (sign-in, sign-out), behind one object so tests can observe it: jsdom
 * neither navigates nor lets window.location be replaced.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
