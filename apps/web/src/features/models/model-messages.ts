import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ModelSource } from '@confab/core';

export const sourceLabels = defineMessages({
  'built-in': { id: 'models.source.builtIn', defaultMessage: 'Built-in' },
  custom: { id: 'models.source.custom', defaultMessage: 'Custom' },
  local: { id: 'models.source.local', defaultMessage: 'Local' },
  system: { id: 'models.source.system', defaultMessage: 'Organisation' },
}) satisfies Record<ModelSource, MessageDescriptor>;

export const pickerGroupLabels = defineMessages({
  custom: { id: 'models.picker.group.custom', defaultMessage: 'Custom models' },
  local: { id: 'models.picker.group.local', defaultMessage: 'Local models' },
  system: { id: 'models.picker.group.system', defaultMessage: 'Organisation models' },
});
