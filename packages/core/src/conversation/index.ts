// The conversation use-cases: a turn from prompt to stored answer, React-free, with the browser's
// pieces (store, provider call, context fetcher, clock, ids, timers) passed in as ports.
export { ChatRunner, type ChatRunnerDependencies, type SendInput, type Started } from './chat-runner.ts';
export {
  answerKey,
  type AnswerSettings,
  type KeywordSettings,
  type TitleSettings,
} from './answer-settings.ts';
export { answeringModelIDs, type AnswerOccasion, type ModelChoice } from './answering-models.ts';
export { loadChat, loadedChatOf, type LoadedChat } from './chat-records.ts';
export type { ConversationStore } from './conversation-store.ts';
export type { StreamChat } from './stream-chat-port.ts';
export { LiveAnswers, type LiveAnswer, type LiveAnswersOptions } from './live-answers.ts';
export { ContextNotices, type KnowledgeFailure } from './context-notices.ts';
export {
  decideKnowledgeScope,
  type DecidedKnowledgeScope,
  type KnowledgeScopeInput,
  type KnowledgeScopeSource,
} from './knowledge-scope.ts';
export { knowledgeBudgetTokens } from './knowledge-budget.ts';
export { withProfileContext, type ProfileContext } from './profile-context.ts';
export { startChatWithAgent } from './start-chat-with-agent.ts';
export { storeAttachments, type AttachedFile } from './store-attachments.ts';
export {
  mergeToolSources,
  unknownToolMessage,
  type OfferedTool,
  type ToolOutputType,
  type ToolSource,
} from './tool-source.ts';
export { maxToolSteps, tooManyToolCallsMessage, toolStepLimitMessage } from './tool-loop.ts';
export { toolStoppedMessage } from './run-tool-calls.ts';
