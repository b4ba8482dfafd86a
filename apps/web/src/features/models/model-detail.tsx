import { useIntl } from 'react-intl';
import type { CustomModel } from '@confab/core';
import { providerStyle } from '@confab/core/providers';
import { Button } from '@confab/ui';
import { ModelBadges } from './model-badges.tsx';
import { ModelDetailActions, type ModelDetailActionsProps } from './model-detail-actions.tsx';
import { ModelFacts } from './model-facts.tsx';
import { ModelIcon } from './model-icon.tsx';

export interface ModelDetailProps extends ModelDetailActionsProps {
  record?: CustomModel;
  showPricing: boolean;
  headingID: string;
  /** Phones show the list and the detail one at a time; this returns to the list. */
  onBack: () => void;
}

export function ModelDetail(props: ModelDetailProps) {
  const intl = useIntl();
  const { model } = props;
  return (
    <section className="model-detail" aria-labelledby={props.headingID}>
      <Button variant="ghost" className="model-detail__back" onClick={props.onBack}>
        {intl.formatMessage({ id: 'models.detail.back', defaultMessage: '← All models' })}
      </Button>
      <header className="model-detail__header">
        <ModelIcon icon={model.icon} title={model.title} style={model.style} />
        <div>
          <h2 id={props.headingID}>{model.title}</h2>
          <ModelBadges model={model} isDefault={props.isDefault} />
        </div>
      </header>
      {model.ready ? null : (
        <p className="model-detail__note">
          {intl.formatMessage(
            {
              id: 'models.detail.noKey',
              defaultMessage: 'Add your {provider} API key in Settings to use this model.',
            },
            { provider: providerStyle(model.style).vendorName },
          )}
        </p>
      )}
      {props.defaultForced ? (
        <p className="model-detail__note">
          {intl.formatMessage({
            id: 'models.detail.defaultForced',
            defaultMessage: 'Your organisation sets the default model.',
          })}
        </p>
      ) : null}
      <ModelDetailActions {...props} />
      <ModelFacts model={model} record={props.record} showPricing={props.showPricing} />
    </section>
  );
}
