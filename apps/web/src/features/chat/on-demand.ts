// Drawn only by the lazily loaded Settings screen: through index.ts, which the first load imports,
// it was in the shell's chunk.
export { ChatBehaviourSection } from './settings-panel/chat-behaviour-section.tsx';
