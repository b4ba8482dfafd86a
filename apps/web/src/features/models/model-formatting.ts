import type { IntlShape } from 'react-intl';
import type { ModelPricing } from '@confab/core';

/** "400K tokens", "1M tokens"; an unknown window (0) says so. */
export function formatContextWindow(intl: IntlShape, tokens: number): string {
  if (tokens <= 0) {
    return intl.formatMessage({ id: 'models.contextWindow.unknown', defaultMessage: 'Context size unknown' });
  }
  return intl.formatMessage(
    { id: 'models.contextWindow.tokens', defaultMessage: '{count} tokens' },
    { count: intl.formatNumber(tokens, { notation: 'compact', maximumFractionDigits: 1 }) },
  );
}

export function formatTokenCount(intl: IntlShape, tokens: number): string {
  return intl.formatMessage(
    { id: 'models.tokenCount', defaultMessage: '{count} tokens' },
    { count: intl.formatNumber(tokens) },
  );
}

function formatDollars(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: 3 });
}

/** "$1.25 / $10.00 per 1M": input then output, as the providers' price lists put them. */
export function formatPricing(intl: IntlShape, pricing: ModelPricing): string {
  return intl.formatMessage(
    { id: 'models.pricing.short', defaultMessage: '{input} / {output} per 1M' },
    {
      input: formatDollars(intl, pricing.inputPerMillionTokens),
      output: formatDollars(intl, pricing.outputPerMillionTokens),
    },
  );
}

export function formatPricePerMillion(intl: IntlShape, amount: number): string {
  return intl.formatMessage(
    { id: 'models.pricing.perMillion', defaultMessage: '{price} per 1M tokens' },
    { price: formatDollars(intl, amount) },
  );
}
