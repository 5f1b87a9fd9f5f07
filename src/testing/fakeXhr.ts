/**
 * XMLHttpRequest as far as the console's uploads use it: each request is recorded in
 * `FakeXhr.sent`, reports upload progress at half and whole, then answers with `FakeXhr.reply`.
 */
export type XhrReply = { status: number; body?: unknown } | 'network-error';

export class FakeXhr {
  static sent: FakeXhr[] = [];
  static reply: (xhr: FakeXhr) => XhrReply = () => ({ status: 201, body: {} });
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      const reply = FakeXhr.reply(this);
      if (reply === 'network-error') return this.onerror?.();
      this.status = reply.status;
      this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
      this.onload?.();
    }, 0);
  }
}

/** Replaces the global XMLHttpRequest; every upload answers 201 {} until a test sets `FakeXhr.reply`. */
export function installFakeXhr(): void {
  FakeXhr.sent = [];
  FakeXhr.reply = () => ({ status: 201, body: {} });
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
}
