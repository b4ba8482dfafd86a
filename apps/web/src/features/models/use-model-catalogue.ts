import { useCallback, useMemo } from 'react';
import {
  builtInModels,
  customModelToInfo,
  isModelReady,
  sortModelsByOrder,
  type CustomModel,
  type ModelInfo,
} from '@confab/core';
import { useCloudToken } from '../account/index.ts';
import { openedKey, useKeyVaultState } from '../key-vault/index.ts';
import { useHostConfig } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useConnectionSettings } from './use-connection-settings.ts';
import { useCustomModels } from './use-custom-models.ts';
import { useLocalModels } from './local-model-discovery.tsx';
import { modelIDListSettingSchema, noModelIDs } from './model-setting-schemas.ts';
import type { CatalogueModel } from './model-list-types.ts';
import { systemModelInfos } from './system-models.ts';

export interface ModelCatalogue {
  /** Every model in the saved order, hidden ones included and marked. */
  models: CatalogueModel[];
  loaded: boolean;
  saveOrder: (modelIDsOrder: string[]) => Promise<void>;
  setHidden: (modelID: string, hidden: boolean) => Promise<void>;
}

/**
 * A custom model with the key this tab may send: a plain key as stored, a locked one once unlocked.
 * A locked key that is not open is left out of the connection (the `encrypted-…` text would only
 * fail at the endpoint) and the model is marked `keyLocked`.
 */
function withOpenedKey(
  model: CustomModel,
  opened: ReadonlyMap<string, string>,
): ModelInfo & { keyLocked: boolean } {
  const { key, locked } = openedKey(model.apiKey, opened);
  const { apiKey: _stored, ...withoutKey } = model;
  return {
    ...customModelToInfo(key === undefined ? withoutKey : { ...withoutKey, apiKey: key }),
    keyLocked: locked,
  };
}

/** Built-in, custom and local models in one list; local ones join when discovery answers. */
export function useModelCatalogue(): ModelCatalogue {
  const { settings, lockedStyles, loaded: connectionLoaded } = useConnectionSettings();
  const { opened } = useKeyVaultState();
  const { customModels, loaded: customLoaded } = useCustomModels();
  const localModels = useLocalModels();
  const order = useSetting(settingKeys.modelIDsOrder, modelIDListSettingSchema, noModelIDs);
  const hidden = useSetting(settingKeys.hiddenModelIDs, modelIDListSettingSchema, noModelIDs);
  const hostConfig = useHostConfig();
  const token = useCloudToken();
  const systemModels = useMemo(
    () => systemModelInfos(hostConfig, token, window.location.origin),
    [hostConfig, token],
  );

  const models = useMemo(() => {
    const hiddenIDs = new Set(hidden.value);
    const all: (ModelInfo & { keyLocked?: boolean })[] = [
      ...systemModels,
      ...builtInModels,
      ...customModels.map((model) => withOpenedKey(model, opened)),
      ...localModels,
    ];
    return sortModelsByOrder(all, order.value).map((model) => ({
      ...model,
      ready: isModelReady(model, settings),
      // A model with a connection of its own (custom, local) does not use the stored provider keys.
      keyLocked: model.keyLocked ?? (!model.connection && lockedStyles.has(model.style)),
      hidden: hiddenIDs.has(model.id),
    }));
  }, [systemModels, customModels, localModels, order.value, hidden.value, settings, lockedStyles, opened]);

  const { save: saveHiddenIDs, value: hiddenIDs } = hidden;
  const setHidden = useCallback(
    async (modelID: string, hide: boolean) => {
      const others = hiddenIDs.filter((id) => id !== modelID);
      await saveHiddenIDs(hide ? [...others, modelID] : others);
    },
    [hiddenIDs, saveHiddenIDs],
  );

  return {
    models,
    loaded: connectionLoaded && customLoaded && order.loaded && hidden.loaded,
    saveOrder: order.save,
    setHidden,
  };
}
