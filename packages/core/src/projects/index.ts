export { projectSystemMessage } from './project-system-message.ts';
export type { ProjectSystemMessageInput } from './project-system-message.ts';
export { appendProjectContext, dynamicContextHeading, projectFilesHeading } from './project-context.ts';
export type { ContextText, ProjectContext } from './project-context.ts';
export {
  dynamicContextMaximumCharacters,
  loadDynamicContext,
  staticDynamicContextSource,
  urlDynamicContextSource,
} from './dynamic-context.ts';
export type { DynamicContextFailure, DynamicContextResult, FetchText } from './dynamic-context.ts';
export { projectChatModelID } from './project-model.ts';
