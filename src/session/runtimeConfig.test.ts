import { RUNTIME_CONFIG_ELEMENT_ID } from '../../contract';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

const WRITTEN = {
  apiHost: 'https://api.example.test/',
  connectPath: '/connect/console',
  realmUrl: 'https://id.example.test/realms/contracts/',
  clientId: 'console-prod',
};

function writeIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

const answering = (body: unknown, ok = true) =>
  jest.fn(async () => ({ ok, json: async () => body }) as unknown as Response) as unknown as typeof fetch;

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});

describe('loadRuntimeConfig', () => {
  it('takes what the server wrote into the page, without a request', async () => {
    writeIntoPage(JSON.stringify(WRITTEN));
    const fetchFn = answering({});
    const config = await loadRuntimeConfig(fetchFn);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(config).toEqual({
      apiHost: 'https://api.example.test',
      connectPath: '/connect/console',
      realmUrl: 'https://id.example.test/realms/contracts',
      clientId: 'console-prod',
    });
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('asks /config.json when the page carries none, or carries something unreadable', async () => {
    const fetchFn = answering({ ...WRITTEN, clientId: 'from-file' });
    expect((await loadRuntimeConfig(fetchFn)).clientId).toBe('from-file');
    writeIntoPage('{not json');
    expect((await loadRuntimeConfig(fetchFn)).clientId).toBe('from-file');
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(fetchFn).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('keeps the same-origin defaults when neither is there', async () => {
    expect(await loadRuntimeConfig(answering({}, false))).toEqual(DEFAULT_RUNTIME_CONFIG);
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(failing)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
