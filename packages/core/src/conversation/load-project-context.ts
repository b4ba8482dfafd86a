import {
  appendProjectContext,
  loadDynamicContext,
  projectSystemMessage,
  type ContextText,
  type DynamicContextFailure,
  type FetchText,
} from '../projects/index.ts';
import type { AnswerSettings } from './answer-settings.ts';
import type { ConversationStore } from './conversation-store.ts';

export interface ProjectRequestContext {
  /** The answer's settings with the project's system message, files and dynamic context applied. */
  apply: (settings: AnswerSettings) => AnswerSettings;
  failures: DynamicContextFailure[];
}

const unchanged: ProjectRequestContext = { apply: (settings) => settings, failures: [] };

/**
 * Reads a project's settings at send time: its system message and assigned agent's instructions
 * (under the chat's own), the text of its files, and its dynamic context fetched now (unless the host
 * turns dynamic context off).
 */
export async function loadProjectContext(
  storage: ConversationStore,
  folderID: string | null,
  options: { fetchText: FetchText; dynamicContext: boolean },
): Promise<ProjectRequestContext> {
  if (!folderID) return unchanged;
  const folder = await storage.folders.get(folderID);
  if (!folder) return unchanged;
  const { settings } = folder;
  const agent = settings.assignedAgentID ? await storage.agents.get(settings.assignedAgentID) : undefined;
  const [files, dynamic] = await Promise.all([
    readProjectFiles(storage, settings.files ?? []),
    loadDynamicContext(
      options.dynamicContext ? (settings.dynamicContextEndpoints ?? []) : [],
      options.fetchText,
    ),
  ]);
  return {
    failures: dynamic.failures,
    apply: (answer) => {
      const base = answer.systemMessageIsDefault
        ? projectSystemMessage({
            project: settings,
            assignedAgentInstructions: agent?.prompt,
            defaultSystemMessage: answer.systemMessage,
          })
        : answer.systemMessage;
      const systemMessage = appendProjectContext(base, { files, dynamicContext: dynamic.contexts });
      const { systemMessage: _previous, ...rest } = answer;
      return { ...rest, ...(systemMessage === undefined ? {} : { systemMessage }) };
    },
  };
}

async function readProjectFiles(
  storage: ConversationStore,
  files: readonly { id: string; name?: string | undefined }[],
): Promise<ContextText[]> {
  const blobs = await storage.blobs.getMany(files.map((file) => file.id));
  const texts = await Promise.all(
    files.map(async (file, index) => {
      const blob = blobs[index];
      return blob ? { name: file.name ?? file.id, text: await blob.data.text() } : undefined;
    }),
  );
  return texts.filter((text): text is ContextText => text !== undefined && text.text.trim() !== '');
}
