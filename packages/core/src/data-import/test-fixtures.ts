import { readFileSync } from 'node:fs';
import { activePath, buildMessageTree } from '../chat/index.ts';
import { parseImportText } from './read-import-file.ts';
import type { ImportedChat } from './imported-chat.ts';

/** A fixture file read the way an import reads a file. */
export function readFixture(name: string): unknown {
  return parseImportText(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
}

/** The contents of the conversation the chat shows, as role: text lines. */
export function visibleConversation(chat: ImportedChat): string[] {
  return activePath(buildMessageTree(chat.messages), chat.currentLeafUUID).map(
    (message) => `${message.role}: ${message.content}`,
  );
}
