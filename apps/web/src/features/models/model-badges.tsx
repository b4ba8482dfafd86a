import { useIntl } from 'react-intl';
import type { CatalogueModel } from './model-list-types.ts';

/** The short markers a model carries in the list and the detail panel. */
export function ModelBadges({ model, isDefault }: { model: CatalogueModel; isDefault: boolean }) {
  const intl = useIntl();
  return (
    <span className="model-badges">
      {isDefault ? (
        <span className="model-badge model-badge--default">
          {intl.formatMessage({ id: 'models.badge.default', defaultMessage: 'Default' })}
        </span>
      ) : null}
      {model.source === 'local' ? (
        <span className="model-badge model-badge--local">
          {intl.formatMessage({ id: 'models.badge.local', defaultMessage: 'Local' })}
        </span>
      ) : null}
      {model.source === 'custom' ? (
        <span className="model-badge">
          {intl.formatMessage({ id: 'models.badge.custom', defaultMessage: 'Custom' })}
        </span>
      ) : null}
      {model.hidden ? (
        <span className="model-badge model-badge--hidden">
          {intl.formatMessage({ id: 'models.badge.hidden', defaultMessage: 'Hidden' })}
        </span>
      ) : null}
      {model.ready ? null : (
        <span className="model-badge model-badge--warning">
          {intl.formatMessage({ id: 'models.badge.noKey', defaultMessage: 'No key' })}
        </span>
      )}
    </span>
  );
}
