// The agents screen and the shared-agent popup load on demand: app/lazy-screens.tsx imports their
// modules with import(), so they stay out of the first bundle.
export { sharedAgentIDFromUrl } from './shared-agent-link.ts';
export { useStartDefaultAgentChat } from './use-start-default-agent-chat.ts';
export { useOpenDefaultAgentChatOnLoad } from './default-agent-on-load.ts';
