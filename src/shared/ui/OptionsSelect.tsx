/**
 * The searchable select of server-fed or fixed options (spec section 5): debounced search, chosen
 * items keep their labels. Its own module, so a list's search form does not bring the resource
 * form's fields (ResourceFields) into the list's chunk.
 */
import { Select, type SelectProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { ListFilters } from '../../api/hydra';
import type { OptionsSource, SelectOption } from '../resource/defineResource';
import { matchesSearch } from '../resource/resourceOptions';

/** Typing pauses this long before the platform is asked, so a word is one request, not one per key. */
export const SEARCH_DELAY_MS = 300;

/** What the user types into a search box, once typing has paused: [search, setTyped]. */
export function useTypedSearch(): [string, (typed: string) => void] {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [search, setTyped];
}

/** Server-fed options come from a hook; this component is the one place it is called. */
function useOptions(
  source: OptionsSource | undefined,
  search: string,
  value: unknown,
  filters?: ListFilters,
): { options: SelectOption[]; loading: boolean } {
  const fromHook = typeof source === 'function' ? source : undefined;
  const result = fromHook ? fromHook(search, value, filters) : undefined;
  return result ?? { options: Array.isArray(source) ? source : [], loading: false };
}

const textOfLabel = (label: ReactNode): string =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : '';

/**
 * Every option seen so far, newest results first: a chosen item keeps its label after the user
 * searched for something else (the select would otherwise show its bare IRI).
 */
function useKnownOptions(options: SelectOption[]): SelectOption[] {
  const [known, setKnown] = useState<SelectOption[]>(options);
  // Compared by content: hooks may hand out a new but equal array on every render.
  const key = options.map((option) => `${option.value}\u0000${textOfLabel(option.label)}`).join('\u0001');
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    // New results: adjusted while rendering (React's pattern for state derived from props).
    const current = new Set(options.map((option) => option.value));
    setShownKey(key);
    setKnown([...options, ...known.filter((option) => !current.has(option.value))]);
  }
  return shownKey === key ? known : options;
}

/**
 * Options of a source as the user searches them: typing is debounced, chosen items keep their
 * labels, and the current value is handed to the source so it can name a chosen item beyond the
 * first page.
 */
export function useSearchableOptions(source: OptionsSource | undefined, value: unknown, filters?: ListFilters) {
  const [search, setTyped] = useTypedSearch();
  const { options, loading } = useOptions(source, search, value, filters);
  const known = useKnownOptions(options);
  return {
    options: known.map((option) => ({ label: option.label, value: option.value })),
    loading,
    allowClear: true,
    showSearch: true,
    onSearch: setTyped,
    filterOption: (input: string, option?: { label?: ReactNode }) => matchesSearch(textOfLabel(option?.label), input),
  };
}

/**
 * The same searchable select outside a resource form (a list's search form, a modal): a plain
 * controlled input, so a Form.Item hands it value and onChange.
 */
export function OptionsSelect({
  source,
  ...props
}: Omit<SelectProps<string | number>, 'options'> & { source: OptionsSource }) {
  return <Select<string | number> {...props} {...useSearchableOptions(source, props.value)} />;
}
