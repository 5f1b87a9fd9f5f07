/**
 * Where this console build runs (API host, sign-in path, identity realm), read at start from
 * /config.json so one bundle serves every deployment; same-origin defaults when it is missing.
 */
import type { ConsoleRuntimeConfig } from '../../contract';
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

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<ConsoleRuntimeConfig> {
  try {
    const response = await fetchFn('/config.json', { headers: { Accept: 'application/json' } });
    if (!response.ok) return current;
    const body = (await response.json()) as Record<string, unknown>;
    current = {
      apiHost: pickString(body, 'apiHost').replace(/\/+$/, ''),
      connectPath: pickString(body, 'connectPath'),
      realmUrl: pickString(body, 'realmUrl').replace(/\/+$/, ''),
      clientId: pickString(body, 'clientId'),
    };
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
