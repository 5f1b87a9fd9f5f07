/**
 * The command palette (Ctrl/⌘+K or the header's search button): one input, the matching screens of
 * the user's menu and records found by name, grouped by kind, the last visits first. Keyboard only:
 * ↑/↓ choose, Enter opens, Esc closes. Loaded on first use (its own chunk).
 */
import { Empty, Input, Modal, Spin, theme, type InputRef } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../../access';
import { selectUiLanguage } from '../../session';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { useAppSelector } from '../../store/hooks';
import {
  buildGroups,
  flatItems,
  parseRecent,
  rememberVisit,
  screenItems,
  visibleKeys,
  type PaletteGroup,
  type PaletteItem,
  type RecordKind,
} from './paletteResults';
import { RECORD_MENU_KEYS, useRecordSearch } from './recordSearch';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The menu the user sees now (visibleMenu of the manifest for roles, application, company). */
  entries: readonly MenuEntry[];
  /** Unprefixed path of a menu key's screen. */
  pathOf: (key: string) => string | undefined;
  /** Whose visits are remembered (one list per user in this browser). */
  userName: string;
  /** What was typed between opening the palette and its input taking the focus (PaletteLauncher). */
  takeTypedAhead?: () => string;
}

const GROUP_TITLES: Record<PaletteGroup['group'], MessageDescriptor> = {
  recent: { id: 'palette.recent', defaultMessage: 'Recently opened' },
  screen: { id: 'palette.screens', defaultMessage: 'Screens' },
  tenant: { id: 'palette.tenants', defaultMessage: 'Tenants' },
  company: { id: 'palette.companies', defaultMessage: 'Companies' },
  user: { id: 'palette.users', defaultMessage: 'Users' },
  template: { id: 'palette.templates', defaultMessage: 'Contract templates' },
};

const storageKey = (userName: string) => `console.palette.recent.${userName}`;

function readRecent(userName: string): PaletteItem[] {
  try {
    return parseRecent(localStorage.getItem(storageKey(userName)));
  } catch {
    return [];
  }
}

export default function CommandPalette({
  open,
  onClose,
  entries,
  pathOf,
  userName,
  takeTypedAhead,
}: CommandPaletteProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const language = useAppSelector(selectUiLanguage);
  const { token } = theme.useToken();
  const input = useRef<InputRef>(null);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(userName));

  // Records are searched once typing pauses; screens follow every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const screens = useMemo(
    () => screenItems(entries, (entry) => intl.formatMessage(entry.label), pathOf),
    [entries, intl, pathOf],
  );
  const base = useMemo(() => {
    const keys = visibleKeys(entries);
    const allowed: Partial<Record<RecordKind, string>> = {};
    for (const [kind, key] of Object.entries(RECORD_MENU_KEYS) as [RecordKind, string][]) {
      const path = keys.has(key) ? pathOf(key) : undefined;
      if (path) allowed[kind] = path;
    }
    return allowed;
  }, [entries, pathOf]);
  const { records, searching } = useRecordSearch(query, base, language);
  const groups = useMemo(
    () =>
      buildGroups({
        query: typed,
        screens,
        allowedKinds: new Set(Object.keys(base) as RecordKind[]),
        records: typed === query ? records : {},
        recent,
      }),
    [typed, query, screens, base, records, recent],
  );
  const items = flatItems(groups);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  // Closed, by a choice or not, the palette opens empty the next time.
  const close = () => {
    onClose();
    setTyped('');
    setQuery('');
  };

  const openItem = (item: PaletteItem | undefined) => {
    if (!item) return;
    const next = rememberVisit(recent, item);
    setRecent(next);
    try {
      localStorage.setItem(storageKey(userName), JSON.stringify(next));
    } catch {
      // Not remembered, still opened.
    }
    close();
    navigate(localised(item.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(items.length ? (current + step + items.length) % items.length : 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openItem(items[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  // Position of each group's first item in the keyboard order.
  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.items.length, 0));
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      destroyOnHidden
      width={600}
      styles={{ body: { padding: 0 } }}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      title={intl.formatMessage({ id: 'palette.title', defaultMessage: 'Go to' })}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        value={typed}
        data-testid="palette-input"
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-activedescendant={items[current] ? `palette-item-${current}` : undefined}
        placeholder={intl.formatMessage({
          id: 'palette.placeholder',
          defaultMessage: 'Find a screen, tenant, company, user or template',
        })}
        // Always a suffix, and what may suspend (a part whose code or styles load on first use) under a
        // boundary of its own: antd draws another input when the suffix comes and goes, and the
        // launcher's boundary would take the whole palette away, either way losing the focus and keys.
        suffix={<Suspense fallback={null}>{searching && <Spin size="small" />}</Suspense>}
        onFocus={() => {
          const ahead = takeTypedAhead?.();
          if (ahead) setTyped((text) => text + ahead);
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Suspense fallback={null}>
        <div id="palette-results" role="listbox" style={{ maxHeight: 400, overflowY: 'auto', marginTop: 8 }}>
          {groups.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={<FormattedMessage id="palette.empty" defaultMessage="Nothing found" />}
            />
          )}
          {groups.map((group, g) => (
            <div key={group.group} role="group" aria-label={intl.formatMessage(GROUP_TITLES[group.group])}>
              <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, padding: '8px 12px 4px' }}>
                {intl.formatMessage(GROUP_TITLES[group.group])}
              </div>
              {group.items.map((item, i) => {
                const position = offsets[g]! + i;
                const selected = position === current;
                return (
                  <div
                    key={item.key}
                    id={`palette-item-${position}`}
                    role="option"
                    aria-selected={selected}
                    onMouseEnter={() => setActive(position)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openItem(item)}
                    style={{
                      padding: '6px 12px',
                      borderRadius: token.borderRadius,
                      cursor: 'pointer',
                      background: selected ? token.controlItemBgActive : undefined,
                    }}
                  >
                    {item.label}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </Suspense>
      <div style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM, padding: '8px 12px 0' }}>
        <FormattedMessage id="palette.hint" defaultMessage="↑ ↓ to choose, Enter to open, Esc to close" />
      </div>
    </Modal>
  );
}
