import type { TokenUsage } from '../entities/index.ts';
import type { ModelPricing } from './model-info.ts';

const tokensPerMillion = 1_000_000;

/**
 * The price of one request in US dollars, or undefined when the model has no known price (a free
 * local model and an unpriced custom model look different on screen: "$0.00" would be a claim).
 */
export function costOfUsage(
  usage: Pick<TokenUsage, 'inputTokens' | 'outputTokens'>,
  pricing: ModelPricing | undefined,
): number | undefined {
  if (!pricing) return undefined;
  const input = Math.max(0, usage.inputTokens ?? 0) * pricing.inputPerMillionTokens;
  const output = Math.max(0, usage.outputTokens ?? 0) * pricing.outputPerMillionTokens;
  return (input + output) / tokensPerMillion;
}

/**
 * A rough token count for text not yet sent: about four characters per token, which is what the
 * providers quote for English. It is for warnings before sending, never for billing; real counts
 * come back in the provider's usage event.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
