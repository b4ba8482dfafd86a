import type { ModelInfo } from '@confab/core';

/** A model as the picker offers it: `ready` is false when a built-in's provider has no key yet. */
export interface AvailableModel extends ModelInfo {
  ready: boolean;
}

/** A model as the Models tab lists it, hidden ones included. */
export interface CatalogueModel extends AvailableModel {
  hidden: boolean;
}
