/**
 * What a user typed into a form when the platform ended the session, kept in this tab's
 * sessionStorage under the form's address until the same user is back on it after sign-in.
 * Another user signing in on the same tab never sees it; a deliberate sign-out drops them all.
 */
const PREFIX = 'contract-console.draft:';
/** A draft older than this is stale: the item may well have changed since. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type DraftValues = Record<string, unknown>;

interface StoredDraft {
  userName: string;
  savedAt: number;
  values: DraftValues;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function keepDraft(key: string, userName: string, values: DraftValues, now: number = Date.now()): void {
  const draft: StoredDraft = { userName, savedAt: now, values };
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form still shows the values until the page goes.
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** The values this user left on this form, or null (another user's or a stale draft is dropped). */
export function draftFor(key: string, userName: string | null, now: number = Date.now()): DraftValues | null {
  const text = storage()?.getItem(PREFIX + key);
  if (!text || !userName) return null;
  try {
    const draft = JSON.parse(text) as Partial<StoredDraft>;
    const fresh = typeof draft.savedAt === 'number' && now - draft.savedAt <= DRAFT_MAX_AGE_MS;
    if (draft.userName === userName && fresh && draft.values && typeof draft.values === 'object') return draft.values;
  } catch {
    // unreadable: dropped below
  }
  dropDraft(key);
  return null;
}

export function dropAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
