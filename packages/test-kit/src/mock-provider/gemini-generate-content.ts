// POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse in Google's wire
// format. Streamed chunks are whole GenerateContentResponse objects with cumulative usageMetadata;
// the last carries finishReason, and there is no [DONE]: the stream simply ends.
import { sendJson } from './http-replies.ts';
import { startEventStream } from './sse-writer.ts';
import { playStream, waitForWholeReply } from './paced-stream.ts';
import { countTokens } from './token-count.ts';
import type { Exchange } from './exchange.ts';
import type { ReplyPlan } from './reply-plan.ts';

let responseCount = 0;
const mockThoughtSignature = 'bW9jay10aG91Z2h0LXNpZ25hdHVyZQ==';

export async function replyGeminiGenerateContent(exchange: Exchange, plan: ReplyPlan): Promise<void> {
  responseCount += 1;
  const responseID = `mock-response-${responseCount}`;
  const modelVersion = exchange.request.model ?? 'mock-model';
  // Gemini reports thinking apart from the answer; the scripted output total is split the same way.
  // Counted with the first chunk, not before the headers (plan.usage counts the whole reply).
  let counts: { thoughts: number; answer: number } | undefined;
  const tokenCounts = () => {
    if (counts) return counts;
    const thoughts = Math.min(plan.usage.output, countTokens(plan.reasoning));
    counts = { thoughts, answer: plan.usage.output - thoughts };
    return counts;
  };
  const usageMetadata = (candidatesTokenCount: number) => {
    const thoughtsTokenCount = tokenCounts().thoughts;
    return {
      promptTokenCount: plan.usage.input,
      candidatesTokenCount,
      totalTokenCount: plan.usage.input + candidatesTokenCount + thoughtsTokenCount,
      ...(thoughtsTokenCount > 0 ? { thoughtsTokenCount } : {}),
    };
  };
  const responseOf = (parts: unknown[], options: { final: boolean; candidatesTokenCount: number }) => ({
    candidates: [
      {
        content: { parts, role: 'model' },
        ...(options.final ? { finishReason: 'STOP' } : {}),
        index: 0,
      },
    ],
    usageMetadata: usageMetadata(options.candidatesTokenCount),
    modelVersion,
    responseId: responseID,
  });
  // With thinking, Gemini signs the first function call of a turn and wants the signature back.
  const toolParts = plan.toolCalls.map((call, index) => ({
    functionCall: { name: call.name, args: call.input },
    ...(index === 0 && plan.reasoning !== '' ? { thoughtSignature: mockThoughtSignature } : {}),
  }));

  if (!exchange.request.stream) {
    if (!(await waitForWholeReply(exchange, plan))) return;
    const parts: unknown[] = [];
    if (plan.reasoning !== '') parts.push({ text: plan.reasoning, thought: true });
    if (plan.text !== '' || toolParts.length === 0) parts.push({ text: plan.text });
    parts.push(...toolParts);
    sendJson(
      exchange.response,
      200,
      responseOf(parts, { final: true, candidatesTokenCount: tokenCounts().answer }),
    );
    return;
  }

  // Google's event stream separates lines with CRLF, which keeps the shared SSE reader honest.
  const events = startEventStream(exchange.response, { lineEnding: '\r\n' });
  // The running count of the text so far, kept per delta: recounting the whole text each time made
  // a long stream quadratic. A word cut between two deltas is one token, as in the whole text.
  let tokensSoFar = 0;
  let endsInsideWord = false;
  await playStream(exchange, plan, {
    open: () => undefined,
    delta: (delta) => {
      if (delta.kind === 'text' && delta.text !== '') {
        const joinsWord = endsInsideWord && /^\S/.test(delta.text);
        tokensSoFar += countTokens(delta.text) - (joinsWord ? 1 : 0);
        endsInsideWord = /\S$/.test(delta.text);
      }
      const part = delta.kind === 'reasoning' ? { text: delta.text, thought: true } : { text: delta.text };
      const candidatesTokenCount = Math.min(tokenCounts().answer, tokensSoFar);
      events.write(responseOf([part], { final: false, candidatesTokenCount }));
    },
    toolCalls: () => {
      events.write(responseOf(toolParts, { final: false, candidatesTokenCount: tokenCounts().answer }));
    },
    close: () => {
      events.write(responseOf([{ text: '' }], { final: true, candidatesTokenCount: tokenCounts().answer }));
    },
  });
}
