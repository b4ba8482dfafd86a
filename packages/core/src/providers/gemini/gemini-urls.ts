// The Gemini endpoint of a connection is the API base; the model and the method are appended.
import { trimTrailingSlashes } from '../spec/index.ts';

/** Model ids may arrive with Google's "models/" prefix (as listed) or without it. */
export function geminiModelName(model: string): string {
  return model.replace(/^models\//, '');
}

export function geminiGenerateUrl(base: string, model: string, options: { stream: boolean }): string {
  const modelPath = `${trimTrailingSlashes(base)}/models/${encodeURIComponent(geminiModelName(model))}`;
  return options.stream ? `${modelPath}:streamGenerateContent?alt=sse` : `${modelPath}:generateContent`;
}

export function geminiModelsUrl(base: string): string {
  return `${trimTrailingSlashes(base)}/models?pageSize=1000`;
}
