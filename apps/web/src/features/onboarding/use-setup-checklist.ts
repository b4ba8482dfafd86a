import * as z from 'zod/mini';
import { providerStyles } from '@confab/core/providers';
import { useHostConfig } from '../../host/host-config.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { useSettings } from '../../storage/use-settings.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useCloudToken } from '../account/index.ts';
import { licencesOffered, useLicenceStatus } from '../licence/index.ts';
import {
  checklistProgress,
  tokenPredatesFirstMessageRule,
  type ChecklistProgress,
} from './setup-checklist-rules.ts';

const keySettings = providerStyles.map((style) => style.keySetting);
const keySchema = z.string();
const timeSchema = z.number();
const flagSchema = z.boolean();

export interface SetupChecklistState {
  /** False on managed hosts (spec §6), once dismissed, and until the stored facts are read. */
  shown: boolean;
  progress: ChecklistProgress;
  dismiss: () => void;
}

/** The checklist's steps, each completed from real state: a saved key, a sent message, a login. */
export function useSetupChecklist(): SetupChecklistState {
  const hostConfig = useHostConfig();
  const token = useCloudToken();
  const keys = useSettings(keySettings, keySchema, '');
  const firstMessageSentAt = useSetting(settingKeys.firstMessageSentAt, timeSchema, 0);
  const dismissed = useSetting(settingKeys.checklistDismissed, flagSchema, false);
  // The licence step shows only where licences are sold; it is done once a licence is verified here.
  const licencesAvailable = licencesOffered(hostConfig);
  const licenceVerified = useLicenceStatus().verified === true;
  const progress = checklistProgress(
    {
      apiKey: [...keys.values.values()].some((value) => value !== ''),
      firstMessage: firstMessageSentAt.value > 0 || tokenPredatesFirstMessageRule(token),
      licence: licenceVerified,
      login: token !== undefined,
    },
    { licencesAvailable },
  );
  const loaded = keys.loaded && firstMessageSentAt.loaded && dismissed.loaded;
  return {
    shown: !hostConfig.managed && loaded && !dismissed.value,
    progress,
    dismiss: () => void dismissed.save(true),
  };
}
