// POST /v1/messages in Anthropic's wire format: a message object, or the named SSE sequence
// message_start, content_block_start, ping, content_block_delta..., content_block_stop, message_delta,
// message_stop. Reasoning gets its own thinking block (closed with a signature) before the text block.
import { sendJson } from './http-replies.ts';
import { startEventStream } from './sse-writer.ts';
import { playStream, waitForWholeReply } from './paced-stream.ts';
import type { Exchange } from './exchange.ts';
import type { ReplyPlan } from './reply-plan.ts';

const mockSignature = 'mock-signature';
let messageCount = 0;

export async function replyAnthropicMessage(exchange: Exchange, plan: ReplyPlan): Promise<void> {
  messageCount += 1;
  const id = `msg_mock${messageCount}`;
  const model = exchange.request.model ?? 'mock-model';
  const stopReason = plan.toolCalls.length > 0 ? 'tool_use' : 'end_turn';

  if (!exchange.request.stream) {
    if (!(await waitForWholeReply(exchange, plan))) return;
    const content: unknown[] = [];
    if (plan.reasoning !== '')
      content.push({ type: 'thinking', thinking: plan.reasoning, signature: mockSignature });
    if (plan.text !== '' || plan.toolCalls.length === 0) content.push({ type: 'text', text: plan.text });
    for (const call of plan.toolCalls)
      content.push({ type: 'tool_use', id: call.id, name: call.name, input: call.input });
    sendJson(exchange.response, 200, {
      id,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: plan.usage.input, output_tokens: plan.usage.output },
    });
    return;
  }

  const events = startEventStream(exchange.response);
  const send = (type: string, data: Record<string, unknown> = {}): void => {
    events.write({ type, ...data }, { event: type });
  };
  let blockIndex = -1;
  let openBlock: 'thinking' | 'text' | undefined;
  let pinged = false;
  const startBlock = (contentBlock: Record<string, unknown>): void => {
    blockIndex += 1;
    send('content_block_start', { index: blockIndex, content_block: contentBlock });
    // Anthropic sends one ping right after the first block opens.
    if (!pinged) send('ping');
    pinged = true;
  };
  const stopBlock = (): void => {
    if (openBlock === 'thinking') {
      send('content_block_delta', {
        index: blockIndex,
        delta: { type: 'signature_delta', signature: mockSignature },
      });
    }
    if (openBlock !== undefined) send('content_block_stop', { index: blockIndex });
    openBlock = undefined;
  };

  await playStream(exchange, plan, {
    open: () => {
      send('message_start', {
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: plan.usage.input, output_tokens: 1 },
        },
      });
    },
    delta: (delta) => {
      const kind = delta.kind === 'reasoning' ? 'thinking' : 'text';
      if (openBlock !== kind) {
        stopBlock();
        startBlock(kind === 'thinking' ? { type: 'thinking', thinking: '' } : { type: 'text', text: '' });
        openBlock = kind;
      }
      const payload =
        kind === 'thinking'
          ? { type: 'thinking_delta', thinking: delta.text }
          : { type: 'text_delta', text: delta.text };
      send('content_block_delta', { index: blockIndex, delta: payload });
    },
    toolCalls: (calls) => {
      stopBlock();
      for (const call of calls) {
        startBlock({ type: 'tool_use', id: call.id, name: call.name, input: {} });
        send('content_block_delta', {
          index: blockIndex,
          delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input) },
        });
        send('content_block_stop', { index: blockIndex });
      }
    },
    close: () => {
      // A reply with no text still has its (empty) text block, as the real API sends.
      if (blockIndex === -1) {
        startBlock({ type: 'text', text: '' });
        openBlock = 'text';
      }
      stopBlock();
      send('message_delta', {
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: plan.usage.output },
      });
      send('message_stop');
    },
  });
}
