import { isFeatureBuilt, type ProductFeature } from '@confab/core';
import { exportSections, type ExportSection } from '@confab/core/data-export';

/** Sections that belong to a feature a build may not have yet (core/gates). */
const featureOfSection: ReadonlyMap<ExportSection, ProductFeature> = new Map<ExportSection, ProductFeature>([
  ['plugins', 'plugins'],
  ['profile', 'profiles'],
  ['keyboardShortcuts', 'keyboardShortcuts'],
  ['knowledge', 'files'],
]);

/**
 * The export's checkboxes: the spec's sections less those of features this build has not got (as
 * the cloud sync categories do: never a placeholder). Adding a feature to `builtFeatures` shows its
 * section here too.
 */
export function offeredExportSections(): ExportSection[] {
  return exportSections.filter((section) => {
    const feature = featureOfSection.get(section);
    return feature === undefined || isFeatureBuilt(feature);
  });
}
