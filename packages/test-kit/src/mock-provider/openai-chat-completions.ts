// POST /v1/chat/completions in OpenAI's wire format: a chat.completion object, or chat.completion.chunk
// events ending with `data: [DONE]` (plus a usage chunk with empty choices when the client asks).
import { sendJson } from './http-replies.ts';
import { startEventStream } from './sse-writer.ts';
import { playStream, waitForWholeReply } from './paced-stream.ts';
import { isRecord } from './prompt-text.ts';
import { jsonWithHole } from './json-with-hole.ts';
import type { Exchange } from './exchange.ts';
import type { PlannedToolCall, ReplyPlan } from './reply-plan.ts';

let completionCount = 0;

export async function replyOpenAIChatCompletion(exchange: Exchange, plan: ReplyPlan): Promise<void> {
  completionCount += 1;
  const header = {
    id: `chatcmpl-mock${completionCount}`,
    created: Math.floor(Date.now() / 1000),
    model: exchange.request.model ?? 'mock-model',
    system_fingerprint: 'fp_mock',
  };
  const finishReason = plan.toolCalls.length > 0 ? 'tool_calls' : 'stop';
  // Read when written: counting the output of a long reply waits for its end.
  const usage = () => ({
    prompt_tokens: plan.usage.input,
    completion_tokens: plan.usage.output,
    total_tokens: plan.usage.input + plan.usage.output,
  });

  if (!exchange.request.stream) {
    if (!(await waitForWholeReply(exchange, plan))) return;
    const message: Record<string, unknown> = { role: 'assistant', content: plan.text, refusal: null };
    if (plan.reasoning !== '') message.reasoning_content = plan.reasoning;
    if (plan.toolCalls.length > 0) {
      message.content = plan.text === '' ? null : plan.text;
      message.tool_calls = plan.toolCalls.map(wholeToolCall);
    }
    sendJson(exchange.response, 200, {
      ...header,
      object: 'chat.completion',
      choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
      usage: usage(),
    });
    return;
  }

  const body = exchange.request.body;
  const streamOptions = isRecord(body) ? body.stream_options : undefined;
  const includeUsage = isRecord(streamOptions) && streamOptions.include_usage === true;
  const events = startEventStream(exchange.response);
  const chunkOf = (choices: unknown[], extra: Record<string, unknown> = {}) => ({
    ...header,
    object: 'chat.completion.chunk',
    choices,
    // With include_usage, OpenAI puts `usage: null` on every chunk but the last one.
    ...(includeUsage ? { usage: null } : {}),
    ...extra,
  });
  const writeChunk = (choices: unknown[], extra: Record<string, unknown> = {}): void => {
    events.write(chunkOf(choices, extra));
  };
  const choice = (delta: Record<string, unknown>, finish: string | null = null) => ({
    index: 0,
    delta,
    logprobs: null,
    finish_reason: finish,
  });
  const textChunk = jsonWithHole((text) => chunkOf([choice({ content: text })]));
  const reasoningChunk = jsonWithHole((text) => chunkOf([choice({ reasoning_content: text })]));

  await playStream(exchange, plan, {
    open: () => {
      writeChunk([choice({ role: 'assistant', content: '', refusal: null })]);
    },
    delta: (delta) => {
      events.write((delta.kind === 'text' ? textChunk : reasoningChunk)(delta.text));
    },
    toolCalls: (calls) => {
      calls.forEach((call, index) => {
        writeChunk([
          choice({
            tool_calls: [
              { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
            ],
          }),
        ]);
        // OpenAI streams the argument JSON in fragments; two pieces make clients join them.
        for (const fragment of halves(JSON.stringify(call.input))) {
          writeChunk([choice({ tool_calls: [{ index, function: { arguments: fragment } }] })]);
        }
      });
    },
    close: () => {
      writeChunk([choice({}, finishReason)]);
      if (includeUsage) writeChunk([], { usage: usage() });
      events.write('[DONE]');
    },
  });
}

function wholeToolCall(call: PlannedToolCall) {
  return {
    id: call.id,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.input) },
  };
}

function halves(text: string): string[] {
  const middle = Math.ceil(text.length / 2);
  return text.length < 2 ? [text] : [text.slice(0, middle), text.slice(middle)];
}
