// A string-level parser of the text/event-stream format, following the WHATWG "interpreting an event
// stream" rules. It is fed decoded text in arbitrary pieces, so a line ending may be split across
// pushes: a lone CR at the end of a piece is held until the next piece says whether an LF follows.

export interface ServerSentEvent {
  /** The `event:` field; absent means the default "message" type. */
  event?: string;
  /** Every `data:` line of the event, joined with "\n". */
  data: string;
  /** The last event id seen on the stream (it persists across events, as the standard says). */
  id?: string;
}

export interface ServerSentEventParser {
  /** Feeds decoded text; returns the events completed by it. */
  push(text: string): ServerSentEvent[];
  /** Ends the stream; an event without its closing blank line is dropped, as browsers drop it. */
  end(): ServerSentEvent[];
}

export function createServerSentEventParser(): ServerSentEventParser {
  let pendingLine = '';
  let endedWithCarriageReturn = false;
  let eventType: string | undefined;
  let dataLines: string[] = [];
  let lastEventID: string | undefined;

  function dispatch(events: ServerSentEvent[]): void {
    if (dataLines.length > 0) {
      const event: ServerSentEvent = { data: dataLines.join('\n') };
      if (eventType !== undefined && eventType !== '') event.event = eventType;
      if (lastEventID !== undefined) event.id = lastEventID;
      events.push(event);
    }
    eventType = undefined;
    dataLines = [];
  }

  function processLine(line: string, events: ServerSentEvent[]): void {
    if (line === '') {
      dispatch(events);
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') dataLines.push(value);
    // An id containing NUL is ignored by the standard, so a hostile server cannot poison it.
    else if (field === 'id' && !value.includes('\0')) lastEventID = value;
  }

  return {
    push(text) {
      const events: ServerSentEvent[] = [];
      let start = 0;
      // The CR of a CRLF pair arrived in the previous piece: skip its LF so no empty line is invented.
      if (endedWithCarriageReturn && text.startsWith('\n')) start = 1;
      endedWithCarriageReturn = false;
      // The regular expression scans natively: a loop over the characters in script was half the
      // parser's time on a 20 MB stream.
      const lineBreak = /[\r\n]/g;
      lineBreak.lastIndex = start;
      for (let found = lineBreak.exec(text); found !== null; found = lineBreak.exec(text)) {
        const index = found.index;
        processLine(pendingLine + text.slice(start, index), events);
        pendingLine = '';
        start = index + 1;
        if (text[index] === '\r') {
          if (start === text.length) endedWithCarriageReturn = true;
          else if (text[start] === '\n') start++;
        }
        lineBreak.lastIndex = start;
      }
      pendingLine += text.slice(start);
      return events;
    },
    end() {
      pendingLine = '';
      eventType = undefined;
      dataLines = [];
      return [];
    },
  };
}
