import { useIntl, type MessageDescriptor } from 'react-intl';
import { pluginFunctionsOf, type Plugin } from '@confab/core';
import { MessageMarkdown } from '../markdown/index.ts';
import { pluginMessages } from './plugin-messages.ts';

/** Overview: the plugin's Markdown through the chat's sanitising renderer (ARCHITECTURE §5). */
export function PluginOverviewPanel({ plugin }: { plugin: Plugin }) {
  const intl = useIntl();
  const text =
    plugin.overviewMarkdown ?? (plugin.system === true ? plugin.openaiSpec.description : undefined);
  if (text === undefined || text.trim() === '')
    return <p className="plugin-detail__empty">{intl.formatMessage(pluginMessages.noOverview)}</p>;
  return (
    <div className="plugin-detail__markdown">
      <MessageMarkdown text={text} drawAll />
    </div>
  );
}

/** Spec: each function as the model reads it (the OpenAI function spec), as JSON. */
export function PluginSpecPanel({ plugin }: { plugin: Plugin }) {
  const specs = pluginFunctionsOf(plugin).map((entry) => entry.openaiSpec);
  return (
    <pre className="plugin-detail__code">
      {JSON.stringify(specs.length === 1 ? specs[0] : specs, null, 2)}
    </pre>
  );
}

/** Source: the code of each JavaScript function, as text (it runs only in the sandbox, never here). */
export function PluginSourcePanel({ plugin }: { plugin: Plugin }) {
  const intl = useIntl();
  const functions = pluginFunctionsOf(plugin).filter((entry) => entry.implementationType === 'javascript');
  return (
    <>
      {functions.map((entry) => (
        <section key={entry.id} className="plugin-detail__function">
          {functions.length > 1 ? (
            <h3>
              {intl.formatMessage(pluginMessages.functionHeading as MessageDescriptor, {
                name: entry.openaiSpec.name,
              })}
            </h3>
          ) : null}
          <pre className="plugin-detail__code">
            <code>{entry.code ?? ''}</code>
          </pre>
        </section>
      ))}
    </>
  );
}

/** HTTP Action: the described call of each HTTP function. */
export function PluginHttpActionPanel({ plugin }: { plugin: Plugin }) {
  const intl = useIntl();
  const functions = pluginFunctionsOf(plugin).filter((entry) => entry.implementationType === 'http');
  return (
    <>
      {functions.map(({ id, openaiSpec, httpAction }) => {
        const transform = httpAction?.resultTransform;
        const rows = [
          [pluginMessages.httpMethod, httpAction?.method],
          [pluginMessages.httpURL, httpAction?.url],
          [
            pluginMessages.httpHeaders,
            httpAction?.hasHeaders === false ? undefined : httpAction?.requestHeaders,
          ],
          [pluginMessages.httpBody, httpAction?.hasBody === false ? undefined : httpAction?.requestBody],
          [pluginMessages.httpBodyFormat, httpAction?.requestBody ? httpAction.requestBodyFormat : undefined],
          [
            pluginMessages.httpResultTransform,
            transform?.engine === 'jmes' ? transform.expression : transform?.templateString,
          ],
        ] as const;
        return (
          <section key={id} className="plugin-detail__function">
            {functions.length > 1 ? (
              <h3>
                {intl.formatMessage(pluginMessages.functionHeading as MessageDescriptor, {
                  name: openaiSpec.name,
                })}
              </h3>
            ) : null}
            <dl className="plugin-detail__facts">
              {rows
                .filter(([, value]) => value !== undefined && value !== '')
                .map(([label, value]) => (
                  <div key={label.id}>
                    <dt>{intl.formatMessage(label)}</dt>
                    <dd>
                      <pre className="plugin-detail__code">{value}</pre>
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
