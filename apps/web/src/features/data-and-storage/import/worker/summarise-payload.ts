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
import { countExisting, type ExistingIDs } from './import-batch.ts';

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
    settings: payload.settings.items.length,
    attachments: payload.attachments.items.length,
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
  const confirmations = payload.confirmations.map((confirmation, index): ConfirmationSummary => ({
    index,
    kind: confirmation.kind,
    name: confirmationName(confirmation, payload),
    shownValue: confirmation.shownValue,
  }));
  return {
    format: payload.format,
    counts: payloadCounts(payload),
    failures: failures.slice(0, shownFailureLimit),
    failureCount: failures.length,
    ignoredKeys: payload.ignoredKeys,
    confirmations,
    existing: countExisting(existing),
    empty: isPayloadEmpty(payload),
  };
}
