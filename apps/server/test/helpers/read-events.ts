export interface ServerEvent {
  event: string;
  data: unknown;
}

/** Reads `event:`/`data:` blocks from a text/event-stream response, one at a time. */
export function readEvents(response: Response) {
  if (!response.body) throw new Error('The response has no body.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<ServerEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .find((line) => line.startsWith('data:'))
            ?.slice(5)
            .trim();
          if (event !== undefined && data !== undefined) return { event, data: JSON.parse(data) as unknown };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('The event stream ended.');
        buffer += value;
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
