import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { CustomModel } from '@confab/core';
import { isEncryptedKey } from '@confab/core/key-vault';
import { providerStyle } from '@confab/core/providers';
import { formatPricePerMillion, formatTokenCount } from './model-formatting.ts';
import { sourceLabels } from './model-messages.ts';
import type { CatalogueModel } from './model-list-types.ts';

/** Whether the model keeps a key, and whether the key vault has it locked. */
function apiKeyFact(intl: IntlShape, apiKey: string | undefined): string {
  if (!apiKey) return intl.formatMessage({ id: 'models.facts.apiKeyNone', defaultMessage: 'None' });
  return isEncryptedKey(apiKey)
    ? intl.formatMessage({
        id: 'models.facts.apiKeyLocked',
        defaultMessage: 'Saved with this model, locked with your password',
      })
    : intl.formatMessage({ id: 'models.facts.apiKeySaved', defaultMessage: 'Saved with this model' });
}

/** Every field of the selected model, as a definition list. */
export function ModelFacts({
  model,
  record,
  showPricing,
}: {
  model: CatalogueModel;
  /** The stored record of a custom model, for the fields only it has. */
  record?: CustomModel;
  showPricing: boolean;
}) {
  const intl = useIntl();
  const yes = intl.formatMessage({ id: 'models.facts.yes', defaultMessage: 'Yes' });
  const no = intl.formatMessage({ id: 'models.facts.no', defaultMessage: 'No' });
  const facts: [string, ReactNode][] = [
    [
      intl.formatMessage({ id: 'models.facts.provider', defaultMessage: 'Provider' }),
      providerStyle(model.style).vendorName,
    ],
    [
      intl.formatMessage({ id: 'models.facts.source', defaultMessage: 'Source' }),
      intl.formatMessage(sourceLabels[model.source]),
    ],
    [
      intl.formatMessage({ id: 'models.facts.modelID', defaultMessage: 'Model ID' }),
      <code key="id">{model.providerModelID}</code>,
    ],
    [
      intl.formatMessage({ id: 'models.facts.contextWindow', defaultMessage: 'Context window' }),
      model.contextWindow > 0
        ? formatTokenCount(intl, model.contextWindow)
        : intl.formatMessage({ id: 'models.facts.unknown', defaultMessage: 'Unknown' }),
    ],
  ];
  if (model.maxOutputTokens !== undefined) {
    facts.push([
      intl.formatMessage({ id: 'models.facts.maxOutput', defaultMessage: 'Longest answer' }),
      formatTokenCount(intl, model.maxOutputTokens),
    ]);
  }
  if (showPricing && model.pricing) {
    facts.push(
      [
        intl.formatMessage({ id: 'models.facts.inputPrice', defaultMessage: 'Input price' }),
        formatPricePerMillion(intl, model.pricing.inputPerMillionTokens),
      ],
      [
        intl.formatMessage({ id: 'models.facts.outputPrice', defaultMessage: 'Output price' }),
        formatPricePerMillion(intl, model.pricing.outputPerMillionTokens),
      ],
    );
  }
  facts.push(
    [
      intl.formatMessage({ id: 'models.facts.images', defaultMessage: 'Accepts images' }),
      model.supportsImages ? yes : no,
    ],
    [
      intl.formatMessage({ id: 'models.facts.reasoning', defaultMessage: 'Reasoning' }),
      model.supportsReasoning ? yes : no,
    ],
  );
  if (model.localServerName) {
    facts.push([
      intl.formatMessage({ id: 'models.facts.server', defaultMessage: 'Local server' }),
      model.localServerName,
    ]);
  }
  if (model.connection) {
    facts.push([
      intl.formatMessage({ id: 'models.facts.endpoint', defaultMessage: 'Endpoint' }),
      <code key="endpoint">{model.connection.endpoint}</code>,
    ]);
  }
  if (record) {
    facts.push(
      [
        intl.formatMessage({ id: 'models.facts.apiKey', defaultMessage: 'API key' }),
        apiKeyFact(intl, record.apiKey),
      ],
      [
        intl.formatMessage({ id: 'models.facts.headers', defaultMessage: 'Custom headers' }),
        record.headers.length > 0
          ? record.headers.map((header) => header.name).join(', ')
          : intl.formatMessage({ id: 'models.facts.none', defaultMessage: 'None' }),
      ],
      [
        intl.formatMessage({ id: 'models.facts.bodyFields', defaultMessage: 'Extra body fields' }),
        Object.keys(record.bodyFields).length > 0 ? (
          <pre key="body">{JSON.stringify(record.bodyFields, null, 2)}</pre>
        ) : (
          intl.formatMessage({ id: 'models.facts.none', defaultMessage: 'None' })
        ),
      ],
    );
  }
  return (
    <dl className="model-facts">
      {facts.map(([term, detail]) => (
        <div key={term} className="model-facts__item">
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
