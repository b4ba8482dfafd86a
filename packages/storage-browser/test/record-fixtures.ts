import {
  createChatMeta,
  type Agent,
  type BlobRecord,
  type ChatMeta,
  type CustomModel,
  type Folder,
  type Message,
  type Plugin,
  type Profile,
  type Prompt,
} from '@confab/core/entities';

/** Valid records with fixed times, so every assertion can compare whole objects. */
export const baseTime = 1_700_000_000_000;

const times = { createdAt: baseTime, updatedAt: baseTime, syncedAt: null };

export function chatFixture(id: string, overrides: Partial<ChatMeta> = {}): ChatMeta {
  return { ...createChatMeta({ id, now: baseTime, model: 'gpt-4o' }), chatTitle: `Chat ${id}`, ...overrides };
}

export function messageFixture(chatID: string, order: number, overrides: Partial<Message> = {}): Message {
  return {
    uuid: `${chatID}-message-${order}`,
    chatID,
    role: order % 2 === 0 ? 'user' : 'assistant',
    content: `Message ${order} of ${chatID}`,
    order,
    ...times,
    ...overrides,
  };
}

export function folderFixture(id: string): Folder {
  return { id, title: 'Work', order: 0, open: true, settings: { systemMessage: 'Be brief.' }, ...times };
}

export function agentFixture(id: string): Agent {
  return {
    id,
    title: 'Editor',
    description: 'Tightens prose',
    categories: ['Writing'],
    type: 'user',
    pinned: false,
    prompt: 'You edit text.',
    conversationStarters: ['Shorten this'],
    lastUsedAt: null,
    ...times,
  };
}

export function promptFixture(id: string): Prompt {
  return {
    id,
    title: 'Summarise',
    prompt: 'Summarise the text below.',
    tags: [{ id: 'tag-1', name: 'Writing' }],
    lastUsedAt: null,
    favoritedAt: null,
    ...times,
  };
}

export function pluginFixture(id: string): Plugin {
  return {
    id,
    uuid: `${id}-uuid`,
    title: 'Web search',
    enabled: true,
    implementationType: 'http',
    openaiSpec: { name: 'web_search', parameters: { type: 'object' } },
    httpAction: { method: 'GET', url: 'https://search.example/q' },
    ...times,
  };
}

export function customModelFixture(id: string): CustomModel {
  return {
    id,
    title: 'Local llama',
    endpointStyle: 'openai',
    endpointURL: 'http://127.0.0.1:11434/v1/chat/completions',
    modelID: 'llama3.1',
    headers: [{ name: 'X-Team', value: 'blue' }],
    bodyFields: { keep_alive: '5m' },
    ...times,
  };
}

export function profileFixture(id: string): Profile {
  return { id, name: 'Ada', isCurrent: true, assignedAPIKey: { openAIAPIKey: 'sk-test' }, ...times };
}

export function blobFixture(id: string, text = 'attachment bytes'): BlobRecord {
  const data = new Blob([text], { type: 'text/plain' });
  return { id, mimeType: 'text/plain', size: data.size, data, ...times };
}
