import { describe, expect, it } from 'vitest';
import { createUsageMeter } from './usage-meter.ts';

/** Feeds the text in uneven pieces, as a network does. */
function meter(style: 'openai' | 'anthropic' | 'gemini', text: string, wholeJson = false) {
  const usage = createUsageMeter(style, { wholeJson });
  for (let start = 0; start < text.length; start += 7) usage.push(text.slice(start, start + 7));
  return usage.result();
}

describe('createUsageMeter', () => {
  it('reads the usage chunk of an OpenAI stream', () => {
    const stream = [
      'data: {"choices":[{"delta":{"content":"Hello"}}]}',
      'data: {"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":3}}',
      'data: [DONE]',
      '',
    ].join('\n\n');
    expect(meter('openai', stream)).toEqual({ inputTokens: 12, outputTokens: 3 });
  });

  it('estimates the output of a stream without usage from its text', () => {
    const stream = 'data: {"choices":[{"delta":{"content":"12345678"}}]}\n\ndata: [DONE]\n\n';
    expect(meter('openai', stream)).toEqual({ inputTokens: 0, outputTokens: 2 });
  });

  it('adds Anthropic input (with cache) from message_start and output from message_delta', () => {
    const stream = [
      'event: message_start',
      'data: {"type":"message_start","message":{"usage":{"input_tokens":20,"cache_read_input_tokens":5,"output_tokens":1}}}',
      '',
      'event: content_block_delta',
      'data: {"type":"content_block_delta","delta":{"type":"text_delta","text":"Hi"}}',
      '',
      'event: message_delta',
      'data: {"type":"message_delta","usage":{"output_tokens":9}}',
      '',
    ].join('\n');
    expect(meter('anthropic', stream)).toEqual({ inputTokens: 25, outputTokens: 9 });
  });

  it('takes the last cumulative Gemini figures, with CRLF lines', () => {
    const stream = [
      'data: {"candidates":[{"content":{"parts":[{"text":"A"}]}}],"usageMetadata":{"promptTokenCount":4,"candidatesTokenCount":1}}',
      'data: {"candidates":[{"content":{"parts":[{"text":"B"}]}}],"usageMetadata":{"promptTokenCount":4,"candidatesTokenCount":2,"thoughtsTokenCount":3}}',
      '',
    ].join('\r\n\r\n');
    expect(meter('gemini', stream)).toEqual({ inputTokens: 4, outputTokens: 5 });
  });

  it('reads a whole JSON answer', () => {
    const body = JSON.stringify(
      { choices: [{ message: { content: 'Hi' } }], usage: { prompt_tokens: 7, completion_tokens: 2 } },
      null,
      2,
    );
    expect(meter('openai', body, true)).toEqual({ inputTokens: 7, outputTokens: 2 });
  });
});
