import { useIntl } from 'react-intl';
import { providerStyle } from '@confab/core/providers';
import { formatContextWindow, formatPricing } from './model-formatting.ts';
import { ModelBadges } from './model-badges.tsx';
import { ModelIcon } from './model-icon.tsx';
import type { CatalogueModel } from './model-list-types.ts';

/** One line of the master list: what tells models apart at a glance. */
export function ModelRow({
  model,
  isDefault,
  showPricing,
  titleID,
  detailsID,
}: {
  model: CatalogueModel;
  isDefault: boolean;
  showPricing: boolean;
  titleID: string;
  detailsID: string;
}) {
  const intl = useIntl();
  const facts = [
    model.localServerName ?? providerStyle(model.style).vendorName,
    formatContextWindow(intl, model.contextWindow),
    showPricing && model.pricing ? formatPricing(intl, model.pricing) : null,
  ].filter((fact) => fact !== null);
  return (
    <>
      <ModelIcon icon={model.icon} title={model.title} style={model.style} />
      <span className="model-row__text">
        <span className="model-row__heading">
          <span id={titleID} className="model-row__title">
            {model.title}
          </span>
          <ModelBadges model={model} isDefault={isDefault} />
        </span>
        <span id={detailsID} className="model-row__facts">
          {facts.join(' · ')}
        </span>
      </span>
    </>
  );
}
