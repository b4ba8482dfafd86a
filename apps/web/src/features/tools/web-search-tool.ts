import type { BuiltInTool } from './built-in-tool.ts';
import { toolMessages } from './tool-messages.ts';
import { webSearchLimits } from './web-search-settings.ts';

export const webSearchTool: BuiltInTool = {
  id: 'web_search',
  title: toolMessages.webSearch,
  definition: {
    name: 'web_search',
    description:
      'Searches the web and returns the top results (title, URL, snippet). Use it for recent events ' +
      'or facts you are unsure of, and cite the URLs you rely on.',
    parameters: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          description: 'What to search for, as you would type it into a search engine.',
          maxLength: webSearchLimits.queryCharacters,
        },
        count: {
          type: 'integer',
          minimum: 1,
          maximum: webSearchLimits.maxResults,
          description: `How many results to return; ${String(webSearchLimits.defaultResults)} when left out.`,
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
  },
  run: async (args, environment, signal) => {
    if (!environment.search) throw new Error('Web search is not available here.');
    // The engines' calls load on the tool's first call, not with the first screen.
    const { runWebSearch } = await import('./web-search.ts');
    return runWebSearch(args, environment.search, signal);
  },
};
