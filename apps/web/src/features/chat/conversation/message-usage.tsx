import { useIntl, type IntlShape } from 'react-intl';
import type { TokenUsage } from '@confab/core';
import { chatMessages } from './chat-messages.ts';

export interface MessageUsageProps {
  usage: TokenUsage | undefined;
  /** Cost in US dollars when the model's prices are known. */
  cost: number | undefined;
}

/** Below a hundredth of a cent the exact figure is noise; say so instead of printing six zeros. */
export function formatCost(cost: number, intl: IntlShape): string {
  const smallest = 0.0001;
  if (cost > 0 && cost < smallest)
    return `<${intl.formatNumber(smallest, { style: 'currency', currency: 'USD', maximumFractionDigits: 4 })}`;
  return intl.formatNumber(cost, { style: 'currency', currency: 'USD', maximumSignificantDigits: 3 });
}

export function MessageUsage({ usage, cost }: MessageUsageProps) {
  const intl = useIntl();
  if (!usage) return null;
  const tokens = intl.formatMessage(chatMessages.tokens, {
    input: intl.formatNumber(usage.inputTokens ?? 0),
    output: intl.formatNumber(usage.outputTokens ?? 0),
  });
  const price = cost === undefined ? '' : ` · ${formatCost(cost, intl)}`;
  return <span className="message-usage">{`${tokens}${price}`}</span>;
}
