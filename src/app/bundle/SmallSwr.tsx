/**
 * What the build gives pro-components in place of swr (webpack.config.ts): ProLayout asks it for
 * menu data from `menu.request`, pro-field's select and pro-utils' field data for options from a
 * field's `request`, pro-provider for a cache to clear. The console uses none of those requests
 * (its own selects load their options through RTK Query), and swr was 3.7 KiB (gzip) of every
 * signed-in screen. This keeps swr's answers for one hook: the fetcher runs when the key changes
 * (a null key or a key function that throws fetches nothing), `mutate()` fetches again and
 * `mutate(data)` sets the data; no cache is shared between hooks, no refetch on focus or
 * reconnect (every caller turns those off).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
// pro-utils' own key stringify (safe-stable-stringify), which its callers bring anyway.
import { stringify } from '@ant-design/pro-utils/es/stringify';

type Key = unknown;
type Fetcher = (key: Key) => unknown;

interface SwrState {
  data?: unknown;
  error?: unknown;
  validating: boolean;
}

function resolveKey(key: Key | (() => Key)): Key {
  try {
    return typeof key === 'function' ? (key as () => Key)() : key;
  } catch {
    return null;
  }
}

const fetches = (key: Key) => key !== null && key !== undefined && key !== false;

export default function useSWR(key: Key | (() => Key), fetcher?: Fetcher, _options?: unknown) {
  const resolved = resolveKey(key);
  const id = fetches(resolved) ? stringify(resolved) : null;
  const [state, setState] = useState<SwrState>({ validating: id !== null });
  const latest = useRef({ resolved, fetcher });
  latest.current = { resolved, fetcher };
  // The answer of the newest fetch only; none after unmount.
  const ticket = useRef(0);

  const revalidate = useCallback(async () => {
    const { resolved: current, fetcher: fetch } = latest.current;
    if (!fetches(current) || !fetch) return undefined;
    const mine = ++ticket.current;
    setState((previous) => ({ ...previous, validating: true }));
    try {
      const data = await fetch(current);
      if (mine === ticket.current) setState({ data, validating: false });
      return data;
    } catch (error) {
      if (mine === ticket.current) setState((previous) => ({ ...previous, error, validating: false }));
      return undefined;
    }
  }, []);

  useEffect(() => {
    if (id !== null) void revalidate();
  }, [id, revalidate]);
  useEffect(
    () => () => {
      ticket.current = -1;
    },
    [],
  );

  const mutate = useCallback(
    async (data?: unknown) => {
      if (data === undefined) return revalidate();
      const value: unknown = await data;
      setState((previous) => ({ ...previous, data: value }));
      return value;
    },
    [revalidate],
  );

  return {
    data: state.data,
    error: state.error,
    isValidating: state.validating,
    isLoading: state.validating && state.data === undefined,
    mutate,
  };
}

/** One cache for every caller that asks: they only ever clear or delete from it. */
const CACHE = new Map<string, unknown>();

export function useSWRConfig() {
  return { cache: CACHE };
}

export function SWRConfig({ children }: { value?: unknown; children?: ReactNode }) {
  return <>{children}</>;
}
