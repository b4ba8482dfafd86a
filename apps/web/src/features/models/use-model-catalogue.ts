import { useCallback, useMemo } from 'react';
import { builtInModels, customModelToInfo, isModelReady, sortModelsByOrder } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useConnectionSettings } from './use-connection-settings.ts';
import { useCustomModels } from './use-custom-models.ts';
import { useLocalModels } from './local-model-discovery.tsx';
import { modelIDListSettingSchema, noModelIDs } from './model-setting-schemas.ts';
import type { CatalogueModel } from './model-list-types.ts';

export interface ModelCatalogue {
  /** Every model in the saved order, hidden ones included and marked. */
  models: CatalogueModel[];
  loaded: boolean;
  saveOrder: (modelIDsOrder: string[]) => Promise<void>;
  setHidden: (modelID: string, hidden: boolean) => Promise<void>;
}

/** Built-in, custom and local models in one list; local ones join when discovery answers. */
export function useModelCatalogue(): ModelCatalogue {
  const { settings, loaded: connectionLoaded } = useConnectionSettings();
  const { customModels, loaded: customLoaded } = useCustomModels();
  const localModels = useLocalModels();
  const order = useSetting(settingKeys.modelIDsOrder, modelIDListSettingSchema, noModelIDs);
  const hidden = useSetting(settingKeys.hiddenModelIDs, modelIDListSettingSchema, noModelIDs);

  const models = useMemo(() => {
    const hiddenIDs = new Set(hidden.value);
    const all = [...builtInModels, ...customModels.map(customModelToInfo), ...localModels];
    return sortModelsByOrder(all, order.value).map((model) => ({
      ...model,
      ready: isModelReady(model, settings),
      hidden: hiddenIDs.has(model.id),
    }));
  }, [customModels, localModels, order.value, hidden.value, settings]);

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
