import {
  isPayloadEmpty,
  payloadFailures,
  type ImportPayload,
  type PendingConfirmation,
} from '@confab/core/data-import';
import {
  shownFailureLimit,
  type ConfirmationSummary,
  type ImportSummary,
  type ItemCounts,
} from '../import-protocol.ts';
import { exportSettingPlaces } from '../../export-setting-places.ts';
import { countExisting, type ExistingIDs } from './import-batch.ts';

/**
 * The settings key a confirmation would write when this build has no place for it (search engine,
 * plugin settings): it is listed with the ignored keys instead of being offered, since accepting it
 * would change nothing.
 */
function unplacedKey(confirmation: PendingConfirmation): string | undefined {
  if (confirmation.kind === 'setting') {
    return exportSettingPlaces.has(confirmation.key) ? undefined : confirmation.key;
  }
  return confirmation.kind === 'plugin-setting' && !exportSettingPlaces.has('userPluginSettings')
    ? 'userPluginSettings'
    : undefined;
}

/** Settings keys of the file that this build does not use: never written (import-batch.ts). */
function unusedSettingKeys(payload: ImportPayload): string[] {
  const keys = payload.settings.items.map((item) => item.key).filter((key) => !exportSettingPlaces.has(key));
  const held = payload.confirmations.map(unplacedKey).filter((key) => key !== undefined);
  return [...new Set([...keys, ...held])];
}

export function payloadCounts(payload: ImportPayload): ItemCounts {
  return {
    chats: payload.chats.items.length,
    messages: payload.chats.items.reduce((sum, chat) => sum + chat.messages.length, 0),
    folders: payload.folders.items.length,
    prompts: payload.prompts.items.length,
    agents: payload.agents.items.length,
    plugins: payload.plugins.items.length,
    profiles: payload.profiles.items.length,
    customModels: payload.customModels.items.length,
    settings: payload.settings.items.filter((item) => exportSettingPlaces.has(item.key)).length,
    attachments: payload.attachments.items.length,
    knowledgeCollections: payload.knowledgeCollections.items.length,
    files: payload.knowledgeFiles.items.length,
  };
}

function confirmationName(confirmation: PendingConfirmation, payload: ImportPayload): string {
  switch (confirmation.kind) {
    case 'setting':
      return confirmation.key;
    case 'plugin-setting':
      return `${confirmation.pluginID} · ${confirmation.name}`;
    case 'profile-key': {
      const profile = payload.profiles.items.find((candidate) => candidate.id === confirmation.profileID);
      return `${profile?.name ?? confirmation.profileID} · ${confirmation.field}`;
    }
    case 'custom-model':
      return confirmation.model.title;
  }
}

/** The page's view of a payload: counts, the first failures, and what waits for a decision. */
export function summarisePayload(payload: ImportPayload, existing: ExistingIDs): ImportSummary {
  const failures = payloadFailures(payload);
  const confirmations = payload.confirmations.flatMap((confirmation, index): ConfirmationSummary[] =>
    unplacedKey(confirmation) === undefined
      ? [
          {
            index,
            kind: confirmation.kind,
            name: confirmationName(confirmation, payload),
            shownValue: confirmation.shownValue,
          },
        ]
      : [],
  );
  return {
    format: payload.format,
    counts: payloadCounts(payload),
    failures: failures.slice(0, shownFailureLimit),
    failureCount: failures.length,
    ignoredKeys: [...payload.ignoredKeys, ...unusedSettingKeys(payload)],
    confirmations,
    existing: countExisting(existing),
    empty: isPayloadEmpty(payload),
  };
}
