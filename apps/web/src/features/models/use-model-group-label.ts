import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ModelGroupKey } from './group-models.ts';
import { pickerGroupLabels, providerLabels } from './model-messages.ts';

export function useModelGroupLabel(): (key: ModelGroupKey) => string {
  const intl = useIntl();
  return useCallback(
    (key: ModelGroupKey) => {
      switch (key) {
        case 'custom':
          return intl.formatMessage(pickerGroupLabels.custom);
        case 'local':
          return intl.formatMessage(pickerGroupLabels.local);
        default:
          return intl.formatMessage(providerLabels[key]);
      }
    },
    [intl],
  );
}
