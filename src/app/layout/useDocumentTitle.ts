import { useCurrentRoute } from '../routing/routeHandle';
import { useTabTitle } from '../../shared/ui/tabTitle';

/** The browser tab names the matched route's screen, then the console (tabTitle.ts). */
export function useDocumentTitle(): string | undefined {
  return useTabTitle(useCurrentRoute()?.route.title);
}
