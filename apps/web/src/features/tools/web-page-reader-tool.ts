import type { BuiltInTool } from './built-in-tool.ts';
import { toolMessages } from './tool-messages.ts';

export const webPageReaderTool: BuiltInTool = {
  id: 'read_web_page',
  title: toolMessages.webPageReader,
  definition: {
    name: 'read_web_page',
    description:
      'Reads a web page and returns its title and readable text (the article without menus). ' +
      'Use it to read a page the user links to or one you need to answer.',
    parameters: {
      type: 'object',
      properties: {
        url: { type: 'string', description: 'The full http or https address of the page.' },
      },
      required: ['url'],
      additionalProperties: false,
    },
  },
  run: async (args, _environment, signal) => {
    const { url } = args;
    if (typeof url !== 'string' || url.length > 8_192) throw new Error('Give the page as a "url" string.');
    // The reader and its proxy client load on the tool's first call, not with the first screen.
    const { callPluginProxy, readWebPage } = await import('../http-plugins/index.ts');
    return readWebPage(url, { proxy: callPluginProxy, signal });
  },
};
