import { useCallback, useEffect, useRef } from 'react';
import { apiKeyFor, cryptoRandom, systemClock, type ConnectionSettings } from '@confab/core';
import { storeAttachments } from '@confab/core/conversation';
import { providerStyle, type ProviderConnection } from '@confab/core/providers';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { openedKey, useKeyVaultState } from '../key-vault/index.ts';
import { useConnectionSettings } from '../models/index.ts';
import type { BuiltInEnvironment } from './built-in-tool.ts';
import { defaultImageModel } from './image-generation-settings.ts';
import { noUserPluginSettings, userPluginSettingsSchema } from './plugin-settings.ts';
import { defaultSearchEngine, type WebSearchSettings } from './web-search-settings.ts';
import {
  customSearchAPIKeySchema,
  customSearchEngineIDSchema,
  searchEngineSchema,
} from './web-tool-settings-schemas.ts';

/** The plugin settings entry of the built-in image tool: `{model}` under its id. */
export const imageToolSettingsID = 'generate_image';

interface WebToolsState {
  connection: ProviderConnection | 'locked' | undefined;
  imageModel: string;
  search: WebSearchSettings;
}

/**
 * The OpenAI-style connection as the chat would use it: the opened key, or an endpoint that needs
 * none. A key still locked in this tab is reported, not skipped: sending no key would only fail.
 */
function imagesConnection(
  settings: ConnectionSettings,
  locked: boolean,
): ProviderConnection | 'locked' | undefined {
  if (locked) return 'locked';
  const apiKey = apiKeyFor('openai', settings);
  const endpoint = settings.endpoints.openai?.trim();
  if (!apiKey && !endpoint) return undefined;
  return {
    style: 'openai',
    endpoint: endpoint || providerStyle('openai').defaultEndpoint,
    ...(apiKey ? { apiKey } : {}),
  };
}

/**
 * What image generation and web search read from the page, at the moment a model calls them: the
 * person's OpenAI-style key (opened by the vault when locked), the images model, the search engine
 * settings and the blob store. Stable across renders; it reads the latest values through a ref.
 */
export function useWebToolsEnvironment(): () => Pick<BuiltInEnvironment, 'images' | 'search'> {
  const storage = useStorage();
  const { settings, lockedStyles } = useConnectionSettings();
  const { opened } = useKeyVaultState();
  const pluginSettings = useSetting(
    settingKeys.userPluginSettings,
    userPluginSettingsSchema,
    noUserPluginSettings,
  ).value;
  const engine = useSetting(settingKeys.searchEngine, searchEngineSchema, defaultSearchEngine).value;
  const engineID = useSetting(settingKeys.customSearchEngineID, customSearchEngineIDSchema, '').value;
  const storedKey = useSetting(settingKeys.customSearchAPIKey, customSearchAPIKeySchema, '').value;

  const imageSettings = new Map(Object.entries(pluginSettings)).get(imageToolSettingsID);
  const chosenModel = imageSettings ? new Map(Object.entries(imageSettings)).get('model') : undefined;
  const searchKey = openedKey(storedKey, opened);
  const current: WebToolsState = {
    connection: imagesConnection(settings, lockedStyles.has('openai')),
    imageModel: typeof chosenModel === 'string' && chosenModel.trim() ? chosenModel : defaultImageModel,
    search: {
      engine,
      googleEngineID: engineID,
      googleAPIKey: searchKey.key,
      googleAPIKeyLocked: searchKey.locked,
    },
  };
  const state = useRef<WebToolsState>(current);
  useEffect(() => {
    state.current = current;
  });

  return useCallback(
    () => ({
      images: {
        connection: () => state.current.connection,
        model: () => state.current.imageModel,
        storeImage: async (image) => {
          const name = `generated-image.${image.type.replace('image/', '')}`;
          const [stored] = await storeAttachments(storage, [new File([image], name, { type: image.type })], {
            random: cryptoRandom,
            now: systemClock.now(),
          });
          if (!stored) throw new Error('The image could not be stored.');
          return stored.blobID;
        },
      },
      search: { settings: () => state.current.search },
    }),
    [storage],
  );
}
