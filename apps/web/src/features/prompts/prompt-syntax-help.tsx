import { useIntl } from 'react-intl';
import { useChatFeature } from '../../host/host-config.tsx';
import { promptMessages } from './prompt-messages.ts';

/** How queues, agent mentions and variables are written. The syntax goes in as values, never as message text. */
export function PromptSyntaxHelp() {
  const intl = useIntl();
  // Mentions pick an agent; a host that turns pickCharacters off ignores them, so they are not taught.
  const pickAgents = useChatFeature('pickCharacters');
  const code = (text: string) => <code className="prompt-help__code">{text}</code>;
  return (
    <details className="prompt-help">
      <summary>{intl.formatMessage(promptMessages.helpTitle)}</summary>
      <h3>{intl.formatMessage(promptMessages.helpQueueTitle)}</h3>
      <p>{intl.formatMessage(promptMessages.helpQueue, { separator: code('----') })}</p>
      {pickAgents ? (
        <>
          <h3>{intl.formatMessage(promptMessages.helpAgentsTitle)}</h3>
          <p>{intl.formatMessage(promptMessages.helpAgents, { mention: code('@[Agent Name]') })}</p>
        </>
      ) : null}
      <h3>{intl.formatMessage(promptMessages.helpVariablesTitle)}</h3>
      <p>
        {intl.formatMessage(promptMessages.helpVariables, {
          variable: code('{{name}}'),
          localDate: code('{local_date}'),
        })}
      </p>
    </details>
  );
}
