import { emptyResult, importFailure, type ConversionResult } from './conversion-result.ts';
import { withAttachmentNotes } from './attachment-notes.ts';
import { finishImportedChat, importedChatID, type ImportedChat } from './imported-chat.ts';
import { linkImportedMessages, type MessageDraft, type SourceNode } from './link-imported-messages.ts';
import {
  arrayField,
  field,
  idField,
  isJsonObject,
  objectField,
  stringField,
  timeField,
  type JsonObject,
} from './read-fields.ts';

/** The conversations of a ChatGPT export: a bare array, `{conversations:[…]}`, or one conversation. */
export function chatGPTConversations(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  const wrapped = arrayField(value, 'conversations');
  if (wrapped) return wrapped;
  return isJsonObject(value) ? [value] : [];
}

/** Text of `text` and `multimodal_text` parts; other parts (images, files) become attachment notes. */
function readContent(content: JsonObject | undefined): { text: string; attachments: string[] } | undefined {
  const type = stringField(content, 'content_type');
  if (type !== 'text' && type !== 'multimodal_text') return undefined;
  const texts: string[] = [];
  const attachments: string[] = [];
  for (const part of arrayField(content, 'parts') ?? []) {
    if (typeof part === 'string') texts.push(part);
    else if (isJsonObject(part)) {
      const partType = stringField(part, 'content_type') ?? 'attachment';
      attachments.push(partType === 'image_asset_pointer' ? 'image' : partType);
    }
  }
  return { text: texts.join('\n'), attachments };
}

/**
 * A node's message, or null when it is not kept: no message (the root), a role other than user or
 * assistant (system context, tool output), a visually hidden message, an assistant call to a tool
 * (a recipient other than "all"), or content that is not text (code, browsing, thoughts).
 */
function readMessage(message: unknown): MessageDraft | null {
  if (!isJsonObject(message)) return null;
  const role = stringField(objectField(message, 'author'), 'role');
  if (role !== 'user' && role !== 'assistant') return null;
  const metadata = objectField(message, 'metadata');
  if (field(metadata, 'is_visually_hidden_from_conversation') === true) return null;
  const recipient = stringField(message, 'recipient');
  if (recipient !== undefined && recipient !== 'all') return null;
  const content = readContent(objectField(message, 'content'));
  if (!content) return null;
  const fileNames = (arrayField(metadata, 'attachments') ?? []).map(
    (file) => stringField(file, 'name') ?? 'file',
  );
  const text = withAttachmentNotes(content.text, [...content.attachments, ...fileNames]);
  if (text.trim() === '') return null;
  const createdAt = timeField(message, 'create_time');
  const model = stringField(metadata, 'model_slug');
  return {
    role,
    content: text,
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(model === undefined ? {} : { model }),
  };
}

function readNodes(mapping: JsonObject): SourceNode[] {
  const nodes: SourceNode[] = [];
  for (const key of Object.keys(mapping)) {
    const node = field(mapping, key);
    if (!isJsonObject(node)) continue;
    nodes.push({
      id: idField(node, 'id') ?? key,
      parentID: idField(node, 'parent') ?? null,
      message: readMessage(field(node, 'message')),
    });
  }
  return nodes;
}

/**
 * ChatGPT's `conversations.json` (interop-formats §2). The visible conversation is the path to
 * `current_node`; every other branch (regenerations, edits) is kept as a Confab branch.
 */
export function convertChatGPT(value: unknown, options: { now: number }): ConversionResult<ImportedChat> {
  const result = emptyResult<ImportedChat>();
  for (const conversation of chatGPTConversations(value)) {
    const mapping = objectField(conversation, 'mapping');
    const vendorID = idField(conversation, 'conversation_id') ?? idField(conversation, 'id');
    if (!mapping || vendorID === undefined) {
      result.failures.push(
        importFailure('Not a ChatGPT conversation: it has no id or no mapping.', conversation),
      );
      continue;
    }
    const id = importedChatID('chatgpt', vendorID);
    const createdAt = timeField(conversation, 'create_time');
    const currentNodeID = idField(conversation, 'current_node');
    const linked = linkImportedMessages(readNodes(mapping), {
      chatID: id,
      ...(currentNodeID === undefined ? {} : { currentNodeID }),
      fallbackTime: createdAt ?? options.now,
    });
    const updatedAt = timeField(conversation, 'update_time');
    finishImportedChat(
      {
        source: 'chatgpt',
        id,
        title: stringField(conversation, 'title') ?? '',
        createdAt,
        updatedAt,
        model: stringField(conversation, 'default_model_slug'),
        archivedAt: field(conversation, 'is_archived') === true ? (updatedAt ?? options.now) : undefined,
      },
      linked,
      conversation,
      result,
    );
  }
  return result;
}
