/**
 * A Server-Sent Events reader for the tests, as the portal reads the stream: fetch with the Authorization
 * header, the body read as it comes, each `id:`/`event:`/`data:` block an event.
 */
export type ReceivedEvent = { id: number; event: string; data: Record<string, unknown> };

export type OpenStream = {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** Whether the server ended the stream. */
  ended: () => boolean;
  /** Waits (60 s at most: a wait for a busy machine, not a measure) until `ready()` holds; fails saying what it waited for. */
  until: (ready: () => boolean, what: string) => Promise<void>;
  close: () => void;
};

function parseBlock(block: string): ReceivedEvent | null {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || !line.includes(':')) continue;
    const at = line.indexOf(':');
    fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
  }
  if (!fields.id || !fields.event) return null;
  return {
    id: Number(fields.id),
    event: fields.event,
    data: JSON.parse(fields.data ?? '{}') as Record<string, unknown>,
  };
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  lastEventId?: number,
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  let ended = false;
  if (res.body && res.status === 200) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const event = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) events.push(event);
          }
        }
      } catch {
        // aborted by close()
      }
      ended = true;
    })();
  } else {
    ended = true;
  }
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended: () => ended,
    async until(ready, what) {
      const deadline = Date.now() + 60_000;
      while (!ready()) {
        if (Date.now() > deadline) throw new Error(`no ${what} within 60 s; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => controller.abort(),
  };
}
