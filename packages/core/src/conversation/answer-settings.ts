import type { ModelParametersSetting } from '../entities/index.ts';
import type { ProviderConnection } from '../providers/index.ts';
import type { ProfileContext } from './profile-context.ts';

/** Everything one model needs to answer: resolved by the screen from the Models tab's settings. */
export interface AnswerSettings {
  /** Our id of the model: what chats and messages store and the picker shows. */
  modelID: string;
  /** The model name the endpoint expects. */
  providerModelID: string;
  connection: ProviderConnection;
  systemMessage?: string;
  /**
   * True when the chat has no system message of its own, so `systemMessage` is the default: a project's
   * system message replaces it at send time (chat's own > project's > default).
   */
  systemMessageIsDefault?: boolean;
  /** The current profile's information and custom instruction, added after every other instruction. */
  profile?: ProfileContext;
  parameters: ModelParametersSetting;
  streaming: boolean;
  /** Tokens the model accepts (0 or absent: unknown); sizes the knowledge sources sent with a prompt. */
  contextWindow?: number;
}

export interface TitleSettings {
  enabled: boolean;
  prompt: string;
  /** The model that writes titles; absent uses the chat's first answering model. */
  answer?: AnswerSettings;
}

export interface KeywordSettings {
  enabled: boolean;
  /** The model that writes titles also suggests keywords; absent uses the answering model. */
  answer?: AnswerSettings;
}

/** A key for one running answer: the message, or one response of a multi-model message. */
export function answerKey(messageUUID: string, responseUUID?: string): string {
  return responseUUID ? `${messageUUID}/${responseUUID}` : messageUUID;
}
