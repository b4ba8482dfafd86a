export { TemporaryChatScreen } from './temporary-chat-screen.tsx';
export {
  isTemporaryChatActive,
  setTemporaryChatActive,
  useTemporaryChatActive,
  useTemporaryChatSession,
} from './temporary-chat-state.ts';
export { createTemporaryChatStorage } from './temporary-chat-storage.ts';
export { TemporaryChatToggle, type TemporaryChatToggleProps } from './temporary-chat-toggle.tsx';
