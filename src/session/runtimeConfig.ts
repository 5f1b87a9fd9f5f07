/**
 * Where this console build runs (API host, sign-in path, identity realm), read at start so one
 * bundle serves every deployment: from the page itself, where the platform server writes it (no
 * round trip before the session's calls), else from /config.json; same-origin defaults when both
 * are missing.
 */
import { RUNTIME_CONFIG_ELEMENT_ID, type ConsoleRuntimeConfig } from '../../contract';
import { CONNECT_PATH } from '../../contract/auth';

export const DEFAULT_RUNTIME_CONFIG: ConsoleRuntimeConfig = {
  apiHost: '',
  connectPath: CONNECT_PATH,
  realmUrl: '/realms/contracts',
  clientId: 'console',
};

let current: ConsoleRuntimeConfig = DEFAULT_RUNTIME_CONFIG;

function pickString(source: Record<string, unknown>, key: keyof ConsoleRuntimeConfig): string {
  const value = source[key];
  return typeof value === 'string' ? value : DEFAULT_RUNTIME_CONFIG[key];
}

function adopt(body: Record<string, unknown>): ConsoleRuntimeConfig {
  current = {
    apiHost: pickString(body, 'apiHost').replace(/\/+$/, ''),
    connectPath: pickString(body, 'connectPath'),
    realmUrl: pickString(body, 'realmUrl').replace(/\/+$/, ''),
    clientId: pickString(body, 'clientId'),
  };
  return current;
}

/** The configuration the server wrote into the page, or null (a page served from elsewhere). */
function fromPage(): Record<string, unknown> | null {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<ConsoleRuntimeConfig> {
  const written = fromPage();
  if (written) return adopt(written);
  try {
    const response = await fetchFn('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return current;
    return adopt((await response.json()) as Record<string, unknown>);
  } catch {
    // No config file (e.g. a static preview): the same-origin defaults are the right answer.
  }
  return current;
}

export function getRuntimeConfig(): ConsoleRuntimeConfig {
  return current;
}

/** Tests and embedders set the configuration directly instead of serving /config.json. */
export function setRuntimeConfig(config: Partial<ConsoleRuntimeConfig>): void {
  current = { ...current, ...config };
}
