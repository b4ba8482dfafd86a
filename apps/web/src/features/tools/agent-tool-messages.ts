import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The picker's notes on a chat whose agent assigns plugins (kept apart from tool-messages.ts). */
export const agentToolMessages: Record<'agentOnly' | 'agentAdds', MessageDescriptor> = defineMessages({
  agentOnly: {
    id: 'tools.picker.agentOnly',
    defaultMessage: 'The agent {agent} sets the plugins of this chat.',
  },
  agentAdds: {
    id: 'tools.picker.agentAdds',
    defaultMessage: 'The plugins of the agent {agent} are always on in this chat.',
  },
});
