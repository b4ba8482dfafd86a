import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { checkApiKey, type ProviderStyleEntry } from '@confab/core/providers';
import { openedKey, useKeyVaultState, useVaultActions } from '../key-vault/index.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { providerEndpointField } from './endpoint-fields.ts';
import { KeyEntryForm } from './key-entry-form.tsx';
import { keyMessages } from './key-messages.ts';
import { readEndpoint, useEndpointSetting } from './use-endpoint-setting.ts';
import type { KeyCheckReason } from './use-key-entry-form.ts';

const keySchema = z.string();

export interface ProviderKeyFormProps {
  provider: ProviderStyleEntry;
  /** A host's own check URLs for the Check key button (spec §7), when it has them. */
  newKeyCheckEndpoint?: string;
  existingKeyCheckEndpoint?: string;
  profileKeyExists?: boolean;
}

/** A key form wired to the settings table and the live key test at the endpoint the user configured. */
export function ProviderKeyForm({
  provider,
  newKeyCheckEndpoint,
  existingKeyCheckEndpoint,
  profileKeyExists,
}: ProviderKeyFormProps) {
  const intl = useIntl();
  const storage = useStorage();
  const key = useSetting(provider.keySetting, keySchema, '', { optimistic: false });
  const endpointField = providerEndpointField(provider);
  const endpoint = useEndpointSetting(endpointField);
  const { save } = key;
  const { opened } = useKeyVaultState();
  const { seal } = useVaultActions();
  const savedKey = openedKey(key.value, opened);
  // While the vault is open, a key typed now is stored locked like the others.
  const saveSealed = useCallback(async (plainKey: string) => save(await seal(plainKey)), [save, seal]);

  const checkKey = useCallback(
    async (typedOrSaved: string, context: { reason: KeyCheckReason; signal: AbortSignal }) => {
      // The saved key may be stored locked: the test needs the plain key, never the cipher text.
      const apiKey =
        context.reason === 'check-saved-key' ? (openedKey(typedOrSaved, opened).key ?? '') : typedOrSaved;
      const checkEndpoint =
        context.reason === 'check-new-key'
          ? newKeyCheckEndpoint
          : context.reason === 'check-saved-key'
            ? existingKeyCheckEndpoint
            : undefined;
      // Read at check time, not from the live hook: an endpoint saved a moment ago must already count.
      const currentEndpoint = await readEndpoint(storage, providerEndpointField(provider));
      return checkApiKey(
        {
          style: provider.style,
          apiKey,
          endpoint: currentEndpoint,
          ...(checkEndpoint ? { checkEndpoint } : {}),
        },
        { signal: context.signal },
      );
    },
    [storage, provider, newKeyCheckEndpoint, existingKeyCheckEndpoint, opened],
  );

  // The form decides its first view from the saved key, so it waits until the key has been read.
  if (!key.loaded) return null;
  return (
    <KeyEntryForm
      label={intl.formatMessage(keyMessages.keyLabel, { vendor: provider.vendorName })}
      title={provider.vendorName}
      keyPageURL={provider.keyForm.keyPageURL}
      billingURL={provider.keyForm.billingURL}
      placeholder={provider.keyForm.placeholder}
      proxyNoticeOnNetworkError={
        provider.keyForm.proxyNoticeOnNetworkError && endpoint.effective === endpointField.defaultEndpoint
      }
      savedKey={key.value}
      onSave={saveSealed}
      checkKey={checkKey}
      allowCancel
      // A locked key cannot be tested until it is unlocked.
      showCheckKey={!savedKey.locked}
      profileKeyExists={profileKeyExists}
    />
  );
}
