import { unknownToolMessage, type ToolSource } from '@confab/core/conversation';
import type { BuiltInEnvironment, BuiltInTool } from './built-in-tool.ts';
import { calculatorTool } from './calculator-tool.ts';
import { currentDateTimeTool } from './current-date-time-tool.ts';
import { runJavaScriptTool } from './run-javascript-tool.ts';
import type { TimeEnvironment } from './current-date-time.ts';
import { webPageReaderTool } from './web-page-reader-tool.ts';
import { imageGenerationTool } from './image-generation-tool.ts';
import { webSearchTool } from './web-search-tool.ts';

/** Every built-in tool, in the order the picker lists them. Add a tool by adding it here. */
export const builtInTools: readonly BuiltInTool[] = [
  currentDateTimeTool,
  calculatorTool,
  runJavaScriptTool,
  webPageReaderTool,
  webSearchTool,
  imageGenerationTool,
];

const byID = new Map(builtInTools.map((tool) => [tool.id, tool]));

export const builtInToolIDs: readonly string[] = builtInTools.map((tool) => tool.id);

export function builtInTool(id: string): BuiltInTool | undefined {
  return byID.get(id);
}

export function browserTimeEnvironment(): TimeEnvironment {
  return {
    now: () => Date.now(),
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The chosen built-ins as one tool source; ids that are not built-ins (plugins) are skipped. */
export function builtInToolSource(
  enabledIDs: readonly string[],
  environment: BuiltInEnvironment,
): ToolSource {
  const enabled = builtInTools.filter((tool) => enabledIDs.includes(tool.id));
  return {
    list: () => enabled.map((tool) => tool.definition),
    call: async (name, args, signal) => {
      signal.throwIfAborted();
      const tool = enabled.find((candidate) => candidate.id === name);
      if (!tool) throw new Error(unknownToolMessage(name));
      return tool.run(args, environment, signal);
    },
  };
}
