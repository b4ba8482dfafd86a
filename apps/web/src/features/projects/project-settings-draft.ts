import {
  isDynamicContextEndpointComplete,
  projectFilesExceedLimit,
  type DynamicContextEndpoint,
  type FolderSettings,
  type ProjectFile,
} from '@confab/core';
import { staticDynamicContextSource, urlDynamicContextSource } from '@confab/core/projects';

/** A file in the dialog; `pending` holds the bytes of one added since the dialog opened (not stored yet). */
export interface DraftFile {
  id: string;
  name: string;
  size: number;
  pending?: Blob;
}

export type DraftEndpointSource = typeof staticDynamicContextSource | typeof urlDynamicContextSource;

export interface DraftEndpoint {
  /** A key for React only; endpoints have no id of their own. */
  key: string;
  name: string;
  source: DraftEndpointSource;
  url: string;
  content: string;
}

export interface ProjectSettingsDraft {
  systemMessage: string;
  /** Empty for the default model. */
  model: string;
  /** Empty for none. */
  assignedAgentID: string;
  files: DraftFile[];
  endpoints: DraftEndpoint[];
  /** Knowledge collections every chat of the project retrieves from; empty for none. */
  knowledgeCollectionIDs: string[];
}

export type EndpointError = 'nameRequired' | 'urlRequired';

export function draftFromSettings(settings: FolderSettings, newKey: () => string): ProjectSettingsDraft {
  return {
    systemMessage: settings.systemMessage ?? '',
    model: settings.model ?? '',
    assignedAgentID: settings.assignedAgentID ?? '',
    files: (settings.files ?? []).map((file) => ({
      id: file.id,
      name: file.name ?? file.id,
      size: file.metadata.size,
    })),
    endpoints: (settings.dynamicContextEndpoints ?? []).map((endpoint) => ({
      key: newKey(),
      name: endpoint.name,
      // The spec knows "static" and "other"; every other source is fetched from its url.
      source:
        endpoint.source === staticDynamicContextSource ? staticDynamicContextSource : urlDynamicContextSource,
      url: endpoint.url ?? '',
      content: endpoint.content ?? '',
    })),
    knowledgeCollectionIDs: [...(settings.knowledgeCollectionIDs ?? [])],
  };
}

export function toEndpoint(draft: DraftEndpoint): DynamicContextEndpoint {
  const name = draft.name.trim();
  return draft.source === staticDynamicContextSource
    ? { name, source: staticDynamicContextSource, content: draft.content }
    : { name, source: urlDynamicContextSource, url: draft.url.trim() };
}

/** Which field of each endpoint stops the save (spec §5), by endpoint key. */
export function endpointErrors(endpoints: readonly DraftEndpoint[]): Map<string, EndpointError> {
  const errors = new Map<string, EndpointError>();
  for (const endpoint of endpoints) {
    if (isDynamicContextEndpointComplete(toEndpoint(endpoint))) continue;
    errors.set(endpoint.key, endpoint.name.trim() === '' ? 'nameRequired' : 'urlRequired');
  }
  return errors;
}

export function toProjectFile(file: DraftFile): ProjectFile {
  return { id: file.id, name: file.name, metadata: { size: file.size } };
}

/** Whether the files would pass the spec's combined limit of 100,000 bytes. */
export function filesFitLimit(files: readonly DraftFile[]): boolean {
  return !projectFilesExceedLimit(files.map(toProjectFile));
}

/** The settings to store; empty text fields are left out rather than stored empty. */
export function settingsFromDraft(draft: ProjectSettingsDraft): FolderSettings {
  return {
    ...(draft.systemMessage.trim() ? { systemMessage: draft.systemMessage } : {}),
    ...(draft.model ? { model: draft.model } : {}),
    ...(draft.assignedAgentID ? { assignedAgentID: draft.assignedAgentID } : {}),
    ...(draft.files.length > 0 ? { files: draft.files.map(toProjectFile) } : {}),
    ...(draft.endpoints.length > 0 ? { dynamicContextEndpoints: draft.endpoints.map(toEndpoint) } : {}),
    ...(draft.knowledgeCollectionIDs.length > 0
      ? { knowledgeCollectionIDs: [...new Set(draft.knowledgeCollectionIDs)] }
      : {}),
  };
}
