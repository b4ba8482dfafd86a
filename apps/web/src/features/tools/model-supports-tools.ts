import { findBuiltInModel, type CustomModel } from '@confab/core';

/**
 * Whether a chat's model may be offered tools. The catalogue's models all call functions in their
 * style; a custom model does unless its record says otherwise; local and unknown models are not
 * offered tools, since many local servers refuse a request that carries them.
 */
export function modelSupportsTools(
  modelID: string | undefined,
  customModels: readonly CustomModel[],
): boolean {
  if (modelID === undefined) return false;
  if (findBuiltInModel(modelID)) return true;
  const custom = customModels.find((model) => model.id === modelID);
  return custom !== undefined && custom.supportsTools !== false;
}
