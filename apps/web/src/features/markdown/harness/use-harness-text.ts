import { useEffect, useState } from 'react';
import { streamRedrawIntervalMs, throttleUpdates } from '@confab/core';
import { readCompletionStream } from './read-completion-stream.ts';

export type HarnessStatus = 'idle' | 'streaming' | 'done' | 'failed';

export interface HarnessText {
  text: string;
  streaming: boolean;
  status: HarnessStatus;
}

const harnessMessageType = 'confab-markdown-harness';

interface HarnessMessage {
  type: typeof harnessMessageType;
  text: string;
  streaming?: boolean;
}

function isHarnessMessage(data: unknown): data is HarnessMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<HarnessMessage>;
  return message.type === harnessMessageType && typeof message.text === 'string';
}

/**
 * The text to render: streamed from `?source=<provider url>` (redrawn at the chat screen's
 * cadence), or set by a `confab-markdown-harness` message this page posts to itself.
 */
export function useHarnessText(source: string | null): HarnessText {
  const [state, setState] = useState<HarnessText>({
    text: '',
    streaming: false,
    status: source ? 'streaming' : 'idle',
  });

  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    let received = '';
    const redraw = throttleUpdates(() => {
      setState({ text: received, streaming: true, status: 'streaming' });
    }, streamRedrawIntervalMs);
    const run = async () => {
      for await (const delta of readCompletionStream(source, controller.signal)) {
        received += delta;
        redraw.request();
      }
      redraw.cancel();
      performance.mark('markdown-harness:stream-end');
      setState({ text: received, streaming: false, status: 'done' });
    };
    run().catch(() => {
      if (!controller.signal.aborted) setState({ text: received, streaming: false, status: 'failed' });
    });
    return () => {
      controller.abort();
      redraw.cancel();
    };
  }, [source]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.source !== window || event.origin !== window.location.origin) return;
      if (!isHarnessMessage(event.data)) return;
      const streaming = event.data.streaming === true;
      setState({ text: event.data.text, streaming, status: streaming ? 'streaming' : 'done' });
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, []);

  return state;
}
