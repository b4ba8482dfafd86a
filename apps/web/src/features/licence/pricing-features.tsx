import { useIntl } from 'react-intl';
import { pricingChecklist, pricingMessages as messages } from './pricing-messages.ts';

const features = [
  [messages.featureModels, messages.featureModelsBody],
  [messages.featurePlugins, messages.featurePluginsBody],
  [messages.featureProjects, messages.featureProjectsBody],
  [messages.featureSharing, messages.featureSharingBody],
] as const;

const agentHighlights = [
  [messages.agentRole, messages.agentRoleBody],
  [messages.agentTools, messages.agentToolsBody],
  [messages.agentShare, messages.agentShareBody],
] as const;

/** Plugin and tool names for the marquee; product names, so not translated. */
const pluginNames = [
  'Web search',
  'Image generation',
  'HTTP actions',
  'JavaScript plugins',
  'MCP connector',
  'Remote MCP',
];

/** The landing page's middle: feature grid, agent highlights, plugin marquee, privacy, checklist. */
export function PricingFeatures() {
  const intl = useIntl();
  return (
    <>
      <section className="licence-pricing__section">
        <h3>{intl.formatMessage(messages.featuresHeading)}</h3>
        <ul className="licence-pricing__grid">
          {features.map(([title, body]) => (
            <li key={title.id}>
              <h4>{intl.formatMessage(title)}</h4>
              <p>{intl.formatMessage(body)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="licence-pricing__section">
        <h3>{intl.formatMessage(messages.agentsHeading)}</h3>
        {agentHighlights.map(([title, body]) => (
          <details key={title.id} className="licence-pricing__highlight">
            <summary>{intl.formatMessage(title)}</summary>
            <p>{intl.formatMessage(body)}</p>
          </details>
        ))}
      </section>
      <div
        className="licence-pricing__marquee"
        role="group"
        aria-label={intl.formatMessage(messages.pluginsLabel)}
      >
        <ul>
          {pluginNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
      <section className="licence-pricing__section">
        <h3>{intl.formatMessage(messages.privacyHeading)}</h3>
        <p>{intl.formatMessage(messages.privacyBody)}</p>
      </section>
      <section className="licence-pricing__section">
        <h3>{intl.formatMessage(messages.checklistHeading)}</h3>
        <ul className="licence-pricing__checklist">
          {Object.values(pricingChecklist).map((item) => (
            <li key={item.id}>{intl.formatMessage(item)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
