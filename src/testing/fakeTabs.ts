/**
 * The two browser APIs tabs share a session through, for jsdom, which has neither: a
 * BroadcastChannel that delivers to every other channel of the same name (asynchronously, like a
 * browser), and a Web Locks manager granting each lock to one holder at a time, in order.
 */
const openChannels = new Set<FakeBroadcastChannel>();

export class FakeBroadcastChannel extends EventTarget {
  static posted: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    super();
    openChannels.add(this);
  }

  postMessage(data: unknown): void {
    FakeBroadcastChannel.posted.push(data);
    for (const other of openChannels)
      if (other !== this && other.name === this.name)
        setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) })), 0);
  }

  close(): void {
    openChannels.delete(this);
  }
}

export class FakeLockManager {
  /** Names of locks in the order they were granted. */
  readonly granted: string[] = [];
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: (lock: { name: string; mode: 'exclusive' }) => T | Promise<T>): Promise<T> {
    const before = this.tails.get(name) ?? Promise.resolve();
    const held = before.then(() => {
      this.granted.push(name);
      return callback({ name, mode: 'exclusive' });
    });
    this.tails.set(
      name,
      held.catch(() => undefined),
    );
    return held;
  }
}

/** Installs both (or only what `apis` names) on the jsdom window; returns the lock manager and the uninstall. */
export function installFakeTabApis(apis: { channel?: boolean; locks?: boolean } = { channel: true, locks: true }) {
  const locks = new FakeLockManager();
  FakeBroadcastChannel.posted = [];
  if (apis.channel)
    Object.defineProperty(globalThis, 'BroadcastChannel', {
      value: FakeBroadcastChannel,
      configurable: true,
      writable: true,
    });
  if (apis.locks) Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    locks,
    uninstall: () => {
      for (const channel of openChannels) channel.close();
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
      delete (navigator as { locks?: unknown }).locks;
    },
  };
}
