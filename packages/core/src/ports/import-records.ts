import type {
  Agent,
  BlobRecord,
  ChatMeta,
  CustomModel,
  Folder,
  KnowledgeCollection,
  Message,
  Plugin,
  Profile,
  Prompt,
  Setting,
  StoredFile,
} from '../entities/index.ts';

/** One chat with every message of its tree. */
export interface ImportedChatRecords {
  meta: ChatMeta;
  messages: readonly Message[];
}

/** Everything an import writes, in one transaction (agents spec §4 "Data import"). */
export interface ImportBatch {
  chats?: readonly ImportedChatRecords[];
  folders?: readonly Folder[];
  prompts?: readonly Prompt[];
  agents?: readonly Agent[];
  plugins?: readonly Plugin[];
  profiles?: readonly Profile[];
  customModels?: readonly CustomModel[];
  settings?: readonly Setting[];
  blobs?: readonly BlobRecord[];
  /** Knowledge collections and files (their bytes go in `blobs`); the reading index is rebuilt, never imported. */
  knowledgeCollections?: readonly KnowledgeCollection[];
  files?: readonly StoredFile[];
}

export interface ImportRecordsOptions {
  /** Aborting rolls the whole write back; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Records written so far and in all, after each slice of the write (inside the transaction). */
  onProgress?: (written: number, total: number) => void;
}
