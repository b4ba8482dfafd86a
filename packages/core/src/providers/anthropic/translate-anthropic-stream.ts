// Anthropic's named events into stream events: text and thinking deltas as they come, a tool call
// when its block stops (its JSON arrives in fragments), usage and `end` at message_stop.
import {
  errorMessageOf,
  failureEvents,
  numberField,
  parseJson,
  parseToolInput,
  recordField,
  stringField,
  usageEvents,
  type StreamEvent,
  type StreamTranslation,
  type UsageFigures,
} from '../spec/index.ts';
import { statusOfAnthropicErrorType } from './map-anthropic-error-type.ts';
import { mapAnthropicStopReason } from './map-anthropic-stop-reason.ts';
import { readAnthropicUsage } from './read-anthropic-usage.ts';

interface ToolUseBlock {
  id: string;
  name: string;
  inputJson: string;
}

export function translateAnthropicStream(): StreamTranslation {
  const toolUseBlocks = new Map<number, ToolUseBlock>();
  // Thinking blocks are sent back with the turn's tool results; they need their text and signature.
  const thinkingBlocks = new Map<number, { text: string; signature: string }>();
  let usage: UsageFigures = {};
  let stopReason: string | undefined;

  return {
    read(event, out) {
      const payload = parseJson(event.data);
      // The `type` field repeats the event name; proxies sometimes drop the `event:` line.
      const type = event.event ?? stringField(payload, 'type');
      const index = numberField(payload, 'index') ?? 0;
      switch (type) {
        case 'message_start':
          usage = { ...usage, ...readAnthropicUsage(recordField(payload, 'message')) };
          break;
        case 'content_block_start': {
          const block = recordField(payload, 'content_block');
          const blockType = stringField(block, 'type');
          if (blockType === 'thinking') {
            thinkingBlocks.set(index, {
              text: stringField(block, 'thinking') ?? '',
              signature: stringField(block, 'signature') ?? '',
            });
          }
          const redacted = blockType === 'redacted_thinking' ? stringField(block, 'data') : undefined;
          if (redacted !== undefined)
            out.push({ type: 'reasoning-block', block: { kind: 'redacted', data: redacted } });
          if (blockType === 'tool_use') {
            toolUseBlocks.set(index, {
              id: stringField(block, 'id') ?? `toolu_${index}`,
              name: stringField(block, 'name') ?? '',
              inputJson: '',
            });
          }
          out.push(...textOf(blockType, stringField(block, 'text') ?? stringField(block, 'thinking')));
          break;
        }
        case 'content_block_delta': {
          const delta = recordField(payload, 'delta');
          const deltaType = stringField(delta, 'type');
          if (deltaType === 'text_delta') out.push(...textOf('text', stringField(delta, 'text')));
          else if (deltaType === 'thinking_delta') {
            const thinking = stringField(delta, 'thinking');
            const block = thinkingBlocks.get(index);
            if (block) block.text += thinking ?? '';
            out.push(...textOf('thinking', thinking));
          } else if (deltaType === 'signature_delta') {
            const block = thinkingBlocks.get(index);
            if (block) block.signature += stringField(delta, 'signature') ?? '';
          } else if (deltaType === 'input_json_delta') {
            const block = toolUseBlocks.get(index);
            if (block) block.inputJson += stringField(delta, 'partial_json') ?? '';
          }
          break;
        }
        case 'content_block_stop': {
          const thinking = thinkingBlocks.get(index);
          thinkingBlocks.delete(index);
          if (thinking && thinking.signature !== '') {
            out.push({ type: 'reasoning-block', block: { kind: 'thinking', ...thinking } });
          }
          const block = toolUseBlocks.get(index);
          toolUseBlocks.delete(index);
          if (block) {
            out.push({
              type: 'tool-call',
              toolCallId: block.id,
              toolName: block.name,
              input: parseToolInput(block.inputJson),
              inputText: block.inputJson,
            });
          }
          break;
        }
        case 'message_delta':
          stopReason = stringField(recordField(payload, 'delta'), 'stop_reason') ?? stopReason;
          usage = { ...usage, ...readAnthropicUsage(payload) };
          break;
        case 'message_stop':
          out.push(...usageEvents(usage));
          out.push({ type: 'end', finishReason: mapAnthropicStopReason(stopReason) });
          return;
        case 'error': {
          const message = errorMessageOf(payload) ?? 'The provider reported an error.';
          const status = statusOfAnthropicErrorType(stringField(recordField(payload, 'error'), 'type'));
          out.push(...failureEvents(status === undefined ? { message } : { message, status }));
          return;
        }
        default:
          // ping, and event types added after this was written.
          break;
      }
    },
    finish() {
      // Without message_stop the stream was cut: nothing is owed.
    },
  };
}

function textOf(blockType: string | undefined, text: string | undefined): StreamEvent[] {
  if (text === undefined || text === '') return [];
  if (blockType === 'thinking') return [{ type: 'reasoning-delta', text }];
  return blockType === 'text' ? [{ type: 'text-delta', text }] : [];
}
