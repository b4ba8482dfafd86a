import { readServerSentEvents } from '@confab/core/providers';

interface CompletionChunk {
  choices?: { delta?: { content?: unknown } }[];
}

function contentOf(data: string): string {
  const chunk = JSON.parse(data) as CompletionChunk;
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Streams an OpenAI-style chat completion from `baseUrl` and yields its text deltas. The harness
 * only talks to the mock provider; the product's adapters live in core/providers.
 */
export async function* readCompletionStream(baseUrl: string, signal: AbortSignal): AsyncGenerator<string> {
  // The bench times a streamed answer from here, apart from the page's own load.
  performance.mark('markdown-harness:request');
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'mock-model',
      stream: true,
      messages: [{ role: 'user', content: 'Render the markdown harness answer.' }],
    }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`The provider answered ${response.status}`);
  // The provider's own latency (the mock preparing a long answer) is apart from the page's work.
  performance.mark('markdown-harness:response');
  let first = true;
  for await (const event of readServerSentEvents(response.body, { signal })) {
    if (event.data === '[DONE]') return;
    const delta = contentOf(event.data);
    if (!delta) continue;
    if (first) performance.mark('markdown-harness:first-delta');
    first = false;
    yield delta;
  }
}
