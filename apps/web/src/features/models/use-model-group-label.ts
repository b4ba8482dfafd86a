import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { providerStyle } from '@confab/core/providers';
import type { ModelGroupKey } from './group-models.ts';
import { pickerGroupLabels } from './model-messages.ts';

export function useModelGroupLabel(): (key: ModelGroupKey) => string {
  const intl = useIntl();
  return useCallback(
    (key: ModelGroupKey) => {
      switch (key) {
        case 'custom':
          return intl.formatMessage(pickerGroupLabels.custom);
        case 'local':
          return intl.formatMessage(pickerGroupLabels.local);
        case 'system':
          return intl.formatMessage(pickerGroupLabels.system);
        default:
          return providerStyle(key).vendorName;
      }
    },
    [intl],
  );
}
