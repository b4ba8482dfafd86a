import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { checkApiKey } from '@confab/core/providers';
import { useStorage } from '../../storage/app-storage.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { KeyEntryForm } from './key-entry-form.tsx';
import type { KeyProvider } from './key-providers.ts';
import { readEndpoint, useEndpointSetting } from './use-endpoint-setting.ts';
import type { KeyCheckReason } from './use-key-entry-form.ts';

const keySchema = z.string();

export interface ProviderKeyFormProps {
  provider: KeyProvider;
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
  const endpoint = useEndpointSetting(provider.endpointField);
  const { save } = key;

  const checkKey = useCallback(
    async (apiKey: string, context: { reason: KeyCheckReason; signal: AbortSignal }) => {
      const checkEndpoint =
        context.reason === 'check-new-key'
          ? newKeyCheckEndpoint
          : context.reason === 'check-saved-key'
            ? existingKeyCheckEndpoint
            : undefined;
      // Read at check time, not from the live hook: an endpoint saved a moment ago must already count.
      const currentEndpoint = await readEndpoint(storage, provider.endpointField);
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
    [storage, provider.style, provider.endpointField, newKeyCheckEndpoint, existingKeyCheckEndpoint],
  );

  // The form decides its first view from the saved key, so it waits until the key has been read.
  if (!key.loaded) return null;
  return (
    <KeyEntryForm
      label={intl.formatMessage(provider.label)}
      title={intl.formatMessage(provider.title)}
      keyPageURL={provider.keyPageURL}
      billingURL={provider.billingURL}
      placeholder={provider.placeholder}
      proxyNoticeOnNetworkError={
        provider.style === 'anthropic' && endpoint.effective === provider.endpointField.defaultEndpoint
      }
      savedKey={key.value}
      onSave={save}
      checkKey={checkKey}
      allowCancel
      showCheckKey
      profileKeyExists={profileKeyExists}
    />
  );
}
