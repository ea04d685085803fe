/**
 * A test stand-in for XMLHttpRequest that sends through the global `fetch` (usually a test's stub), so
 * a test that answers requests with a fetch stub answers `upload` (lib/api-transfer.ts) too:
 * `vi.stubGlobal('XMLHttpRequest', FetchXhr)`. It reports the whole body as sent at once, then waits
 * for the answer. Only what the api-client uses is there.
 */
type Handler = ((event: ProgressEvent) => void) | null;

const sizeOf = (body: unknown): number =>
  typeof body === 'string' ? body.length : body instanceof Blob ? body.size : 0;

export class FetchXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  readonly upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private answer: Headers | null = null;
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.answer?.get(name) ?? null;
  }

  abort() {
    this.controller.abort();
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    const size = sizeOf(body);
    const progress = (loaded: number) => new ProgressEvent('progress', { loaded, total: size });
    this.upload.onprogress?.(progress(size));
    this.upload.onload?.(progress(size));
    fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body as BodyInit | null,
      signal: this.controller.signal,
    }).then(
      async (response) => {
        this.status = response.status;
        this.answer = response.headers;
        this.responseText = await response.text();
        this.onload?.(progress(size));
      },
      () => (this.controller.signal.aborted ? this.onabort : this.onerror)?.(progress(0)),
    );
  }
}
