import type { ModelInfo } from '@confab/core';

/** A model as the picker offers it: `ready` is false when a built-in's provider has no key yet. */
export interface AvailableModel extends ModelInfo {
  ready: boolean;
  /**
   * True when the model's key is stored locked and this tab has not unlocked it: a built-in whose
   * provider key is locked, or a custom model whose own key is. Calls must ask to unlock instead.
   */
  keyLocked?: boolean;
}

/** A model as the Models tab lists it, hidden ones included. */
export interface CatalogueModel extends AvailableModel {
  hidden: boolean;
}
