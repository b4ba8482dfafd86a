import type { PluginFunction, PluginHttpAction } from '@confab/core';
import type { PluginProxyResponse } from '@confab/core/protocol';
import type { HandlebarsRender } from './render-handlebars.ts';

export type RenderHandlebars = (render: HandlebarsRender) => Promise<string>;

/** How much of a failed answer the model reads, enough for an API's error message. */
const errorBodyCharacters = 1_000;

/** The answer's data: JSON when it says or looks so, else its text. A failed status is a tool error. */
export function answerData(answer: PluginProxyResponse): unknown {
  if (answer.status >= 400) {
    throw new Error(
      `The plugin's API answered with status ${answer.status}: ${answer.body.slice(0, errorBodyCharacters)}`,
    );
  }
  const looksLikeJson = /json/i.test(answer.contentType ?? '') || /^\s*[[{]/.test(answer.body);
  if (!looksLikeJson) return answer.body;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return answer.body;
  }
}

/**
 * Applies the action's result transform, if it has one switched on: a JMESPath expression (the
 * community edition of the library, run in the page: it interprets, no eval) or a Handlebars
 * template (run in the sandboxed transform frame). Both libraries load with the first transform.
 */
export async function transformResult(
  data: unknown,
  action: PluginHttpAction,
  {
    outputType,
    renderHandlebars,
  }: { outputType: PluginFunction['outputType']; renderHandlebars: RenderHandlebars },
): Promise<unknown> {
  const transform = action.resultTransform;
  if (action.hasResultTransform === false || transform === undefined) return data;
  if (transform.engine === 'jmes') {
    if (transform.expression.trim() === '') return data;
    const { search } = await import('@jmespath-community/jmespath');
    try {
      return search(data as Parameters<typeof search>[0], transform.expression);
    } catch (error) {
      throw new Error(
        `The plugin's JMESPath expression failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (transform.templateString.trim() === '') return data;
  return renderHandlebars({
    template: transform.templateString,
    data,
    escapeHtml: outputType === 'render_html',
  });
}
