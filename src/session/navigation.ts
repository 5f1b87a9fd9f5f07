import { leaveFreely } from './leaving';

/**
 * Full-page navigation (sign-in, sign-out), behind one object so tests can observe it: jsdom
 * neither navigates nor lets window.location be replaced. Meant, so never held (leaving.ts).
 */
export const browserNavigation = {
  assign(url: string): void {
    leaveFreely();
    window.location.assign(url);
  },
  origin(): string {
    return window.location.origin;
  },
};
