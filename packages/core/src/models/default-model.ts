export interface DefaultModelChoice {
  /** The host's defaultModel when it forces it (useDefaultModelSettings); wins over everything. */
  forcedModelID?: string;
  /** What the user chose in the Models tab's global settings; empty when never chosen. */
  savedModelID?: string;
  /** The host's suggested defaultModel, used when the user has not chosen. */
  hostModelID?: string;
  /** The models the picker offers, in their order. */
  models: readonly { id: string; ready: boolean }[];
}

/** The model a new chat starts with: forced, chosen, suggested, else the first one that can answer. */
export function chooseDefaultModelID(choice: DefaultModelChoice): string {
  const candidates = [choice.forcedModelID, choice.savedModelID, choice.hostModelID];
  const picked = candidates.find((id) => id !== undefined && id.trim() !== '');
  if (picked) return picked;
  return choice.models.find((model) => model.ready)?.id ?? choice.models[0]?.id ?? '';
}
