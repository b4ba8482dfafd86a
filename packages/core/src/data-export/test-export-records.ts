import type { ExportedChat } from '../chat-export/index.ts';
import type { Agent, CustomModel, Folder, Plugin, Profile, Prompt } from '../entities/index.ts';
import type { ExportListKey, ExportValueKey } from './export-sections.ts';
import type { ExportedAttachment } from './exported-attachment.ts';
import type { ExportedKnowledgeFile } from './exported-knowledge-file.ts';
import type { KnowledgeCollection } from '../entities/index.ts';
import type { ExportSource } from './write-export.ts';

const time = Date.UTC(2026, 0, 31, 12);

/** A chat with a regenerated answer (two branches), text that needs escaping, and a synced time. */
export function testChat(index: number, options: { padding?: string } = {}): ExportedChat {
  const id = `chat-${index}`;
  const message = (
    uuid: string,
    role: 'user' | 'assistant',
    content: string,
    parentUUID: string | null,
    order: number,
  ) => ({
    uuid: `${id}-${uuid}`,
    chatID: id,
    role,
    content,
    parentUUID: parentUUID === null ? null : `${id}-${parentUUID}`,
    order,
    createdAt: time + order,
    updatedAt: time + order,
    syncedAt: null,
  });
  return {
    id,
    chatTitle: `Chat "${index}" <b>é😀</b>`,
    tags: [{ id: 'tag-1', name: 'work' }],
    folderID: 'fo-1',
    favoritedAt: null,
    archivedAt: null,
    preview: 'Hello',
    lastMessageCreatedAt: time + 2,
    model: 'gpt-4o',
    messageCount: 3,
    currentLeafUUID: `${id}-a2`,
    createdAt: time,
    updatedAt: time + 2,
    syncedAt: time + 3,
    messages: [
      message('q', 'user', `Hello ${options.padding ?? ''}`, null, 0),
      message('a1', 'assistant', 'First answer\nwith "quotes" and \\ backslash', 'q', 1),
      {
        ...message('a2', 'assistant', 'Second answer', 'q', 2),
        model: 'gpt-4o',
        usage: { inputTokens: 3, outputTokens: 5 },
      },
    ],
  };
}

const folder: Folder = {
  id: 'fo-1',
  title: 'Work',
  order: 1,
  open: true,
  settings: { systemMessage: 'Be brief' },
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};
const prompt: Prompt = {
  id: 'pr-1',
  title: 'Summarise',
  prompt: 'Summarise {text}',
  tags: [],
  lastUsedAt: null,
  favoritedAt: time,
  createdAt: time,
  updatedAt: time,
  syncedAt: time,
};
const agent: Agent = {
  id: 'a-1',
  title: 'Editor',
  description: 'Edits',
  categories: ['writing'],
  type: 'user',
  pinned: true,
  prompt: 'You edit.',
  lastUsedAt: null,
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};
const plugin: Plugin = {
  id: 'pl-1',
  uuid: 'pl-1',
  title: 'Weather',
  enabled: true,
  implementationType: 'http',
  openaiSpec: { name: 'weather', parameters: { type: 'object' } },
  httpAction: { method: 'GET', url: 'https://weather.example/{city}' },
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};
const profile: Profile = {
  id: 'profile-1',
  name: 'Me',
  isCurrent: true,
  assignedAPIKey: { openAIAPIKey: 'encrypted-v1.x.y.z.w.ABCD' },
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};
const customModel: CustomModel = {
  id: 'cm-1',
  title: 'Local llama',
  endpointStyle: 'openai',
  endpointURL: 'http://localhost:11434/v1/chat/completions',
  modelID: 'llama3',
  headers: [],
  bodyFields: {},
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};

const attachment: ExportedAttachment = {
  id: 'blob-1',
  mimeType: 'image/png',
  size: 6,
  base64: btoa('\x89PNG\r\n'),
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
};

const knowledgeCollection: KnowledgeCollection = {
  id: 'kb-1',
  name: 'Contracts',
  description: 'Signed <b>terms</b> & offers',
  createdAt: time,
  updatedAt: time,
  syncedAt: time,
};

const knowledgeFile: ExportedKnowledgeFile = {
  id: 'fi-1',
  name: 'terms "final".txt',
  mimeType: 'text/plain',
  size: 11,
  blobID: 'blob-file-1',
  collectionIDs: ['kb-1'],
  createdAt: time,
  updatedAt: time,
  syncedAt: null,
  bytes: {
    id: 'blob-file-1',
    mimeType: 'text/plain',
    size: 11,
    base64: btoa('Terms: none'),
    createdAt: time,
    updatedAt: time,
    syncedAt: null,
  },
};

export interface TestStore {
  lists: Map<ExportListKey, unknown[]>;
  values: Map<ExportValueKey, unknown>;
}

export function testStore(chatCount: number, options: { padding?: string } = {}): TestStore {
  return {
    lists: new Map<ExportListKey, unknown[]>([
      ['chats', Array.from({ length: chatCount }, (_, index) => testChat(index, options))],
      ['folders', [folder]],
      ['userPrompts', [prompt]],
      ['userCharacters', [agent]],
      ['installedPlugins', [plugin]],
      ['userProfiles', [profile]],
      ['customModels', [customModel]],
      ['attachments', [attachment]],
      ['knowledgeCollections', [knowledgeCollection]],
      ['knowledgeFiles', [knowledgeFile]],
    ]),
    values: new Map<ExportValueKey, unknown>([
      ['streaming', true],
      ['defaultTemperature', 0.7],
      ['defaultModel', 'gpt-4o'],
      ['keyboardShortcuts', { search: 'K', newChat: 'none' }],
      ['modelIDsOrder', ['gpt-4o', 'claude']],
      ['userPluginSettings', { 'pl-1': { UNITS: 'metric' } }],
    ]),
  };
}

/** Reads a test store through async iterables, as storage would. */
export function sourceOf(store: TestStore): ExportSource {
  return {
    async *records(key) {
      for (const record of store.lists.get(key) ?? []) {
        await Promise.resolve();
        yield record;
      }
    },
    value: (key) => store.values.get(key),
  };
}
