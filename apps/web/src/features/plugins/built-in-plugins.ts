import type { MessageDescriptor } from 'react-intl';
import type { Plugin } from '@confab/core';
import type { BuiltInTool } from '../tools/index.ts';

/** ICU's `TYPE.literal`: a syntax tree's plain-text element. */
const literalTypes = new Set<unknown>([0]);

/**
 * A message's English text: a string in the source, its compiled syntax tree in the build (which
 * moves the English text into the code, build/english-in-code.ts). Titles are plain text.
 */
function plainText(message: MessageDescriptor['defaultMessage']): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  const parts = message.map((element) =>
    literalTypes.has(element.type) && 'value' in element && typeof element.value === 'string'
      ? element.value
      : undefined,
  );
  return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
}

/**
 * A built-in as a system plugin record, which holds its switch and lists it on the screen. The id is
 * the built-in's, so every device of an account fills the same record and sync cannot make copies;
 * the times are 0, so any change the person made on another device wins over a fresh fill.
 */
export function builtInPluginRecord(tool: BuiltInTool): Plugin {
  const { name, description, parameters } = tool.definition;
  const title = plainText(tool.title.defaultMessage);
  return {
    id: tool.id,
    uuid: tool.id,
    title: title ?? tool.id,
    enabled: true,
    system: true,
    preInstalled: true,
    implementationType: 'javascript',
    openaiSpec: {
      name,
      ...(description === undefined ? {} : { description }),
      ...(parameters === undefined ? {} : { parameters }),
    },
    createdAt: 0,
    updatedAt: 0,
    syncedAt: null,
  };
}

/**
 * The records to fill (agents-sync-keys §4 "default plugins are filled once"): built-ins not yet
 * filled in this profile (`filledIDs`, a synced flag) and not stored already. A built-in added by
 * a later build is filled once too; one filled before is never filled again.
 */
export function builtInPluginsToFill(
  tools: readonly BuiltInTool[],
  stored: readonly Plugin[],
  filledIDs: readonly string[],
): Plugin[] {
  const storedIDs = new Set(stored.map((plugin) => plugin.id));
  return tools
    .filter((tool) => !filledIDs.includes(tool.id) && !storedIDs.has(tool.id))
    .map(builtInPluginRecord);
}
