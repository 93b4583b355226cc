// A stand-in for XMLHttpRequest (uploads), answering with the reply set by the test.

export interface XhrReply {
  status: number;
  body?: unknown;
}

export class FakeXhr {
  static reply: XhrReply = { status: 200, body: {} };
  static sent: { url: string; data: FormData }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  private url = '';

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(data: FormData) {
    FakeXhr.sent.push({ url: this.url, data });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = FakeXhr.reply.status;
      this.responseText = FakeXhr.reply.body === undefined ? '' : JSON.stringify(FakeXhr.reply.body);
      this.onload?.();
    }, 0);
  }
}

export function installFakeXhr(reply: XhrReply): typeof FakeXhr {
  FakeXhr.reply = reply;
  FakeXhr.sent = [];
  Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  return FakeXhr;
}
