import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  contextWarning,
  costOfUsage,
  effectiveContent,
  estimateTokens,
  type ContextWarning,
  type Message,
  type ModelInfo,
  type TokenUsage,
} from '@confab/core';

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
  /** Undefined when a model of the chat has no known price. */
  cost: number | undefined;
  contextTokens: number;
  warning: ContextWarning;
  warningText: string;
}

function usagesOf(message: Message): { model: string | undefined; usage: TokenUsage }[] {
  if (message.responses) {
    return message.responses.flatMap((response) =>
      response.usage ? [{ model: response.model, usage: response.usage }] : [],
    );
  }
  return message.usage ? [{ model: message.model, usage: message.usage }] : [];
}

/** Tokens and cost of the conversation shown, and how close it is to the model's context window. */
export function useChatUsage(
  path: readonly Message[],
  models: readonly ModelInfo[],
  modelID: string | undefined,
): ChatUsage {
  const intl = useIntl();
  return useMemo(() => {
    let inputTokens = 0;
    let outputTokens = 0;
    let cost: number | undefined = 0;
    for (const message of path) {
      for (const { model, usage } of usagesOf(message)) {
        inputTokens += usage.inputTokens ?? 0;
        outputTokens += usage.outputTokens ?? 0;
        const price = costOfUsage(usage, models.find((candidate) => candidate.id === model)?.pricing);
        cost = price === undefined || cost === undefined ? undefined : cost + price;
      }
    }
    const lastClear = path.findLastIndex((message) => message.type === 'clear-context');
    const contextTokens = path
      .slice(lastClear + 1)
      .reduce((total, message) => total + estimateTokens(effectiveContent(message)), 0);
    const model = models.find((candidate) => candidate.id === modelID);
    const warning = contextWarning(contextTokens, model?.contextWindow ?? 0);
    const warningText =
      warning === 'none'
        ? ''
        : intl.formatMessage(
            {
              id: 'chat.contextWarning',
              defaultMessage:
                '{warning, select, over {This chat is longer than} other {This chat is close to}} the context window of {model} ({window} tokens). Clear the context or start a new chat to keep answers complete.',
            },
            { warning, model: model?.title ?? '', window: intl.formatNumber(model?.contextWindow ?? 0) },
          );
    return { inputTokens, outputTokens, cost, contextTokens, warning, warningText };
  }, [path, models, modelID, intl]);
}
