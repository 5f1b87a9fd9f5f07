/**
 * The searchable select of server-fed or fixed options (spec section 5): the one reference
 * select of the console. Every picker of another resource (form fields, list filters, modals,
 * template activation) is this select over a relations hook (useResourceOptions): debounced
 * search on the platform, paged by scrolling, chosen items named beyond the first page. Its own
 * module, so a list's search form does not bring the resource form's fields (ResourceFields) into
 * the list's chunk.
 */
import { Select, type SelectProps } from 'antd';
import { useEffect, useState, type ReactNode, type UIEvent } from 'react';
import type { ListFilters } from '../../api/hydra';
import type { OptionsResult, OptionsSource } from '../resource/defineResource';
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
): OptionsResult {
  const fromHook = typeof source === 'function' ? source : undefined;
  const result = fromHook ? fromHook(search, value, filters) : undefined;
  return result ?? { options: Array.isArray(source) ? source : [], loading: false };
}

/** Options closer than this to the end of the list read the next page. */
const LOAD_MORE_DISTANCE_PX = 48;

const textOfLabel = (label: ReactNode): string =>
  typeof label === 'string' || typeof label === 'number' ? String(label) : '';

/**
 * Options of a source as the user searches them: typing is debounced, and the current value is
 * handed to the source, which names the chosen items (beyond the first page too, by IRI). What the platform found for the text typed is shown as it answered; while the text
 * differs from what it searched (typing on, or no platform search), options are filtered by their
 * label as the spec's select filter says. Scrolling to the end of the options reads more.
 */
export function useSearchableOptions(source: OptionsSource | undefined, value: unknown, filters?: ListFilters) {
  const [search, setTyped] = useTypedSearch();
  const { options, loading, searchedFor, matches, hasMore, loadMore } = useOptions(source, search, value, filters);
  return {
    // Chosen items are among the options whatever was searched since: sources name them (by IRI).
    options,
    loading,
    allowClear: true,
    showSearch: true,
    onSearch: setTyped,
    filterOption: (input: string, option?: { label?: ReactNode; value?: string | number | null }) =>
      (searchedFor === input.trim() && option?.value != null && matches?.has(option.value) === true) ||
      matchesSearch(textOfLabel(option?.label), input),
    onPopupScroll: (event: UIEvent<HTMLDivElement>) => {
      const list = event.currentTarget;
      if (hasMore && !loading && list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_DISTANCE_PX)
        loadMore?.();
    },
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
