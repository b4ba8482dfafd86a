// Loaded on demand by the app (app/lazy-screens.tsx), so none of this weighs on the start-up bundle.
export { KnowledgePortalSection } from './knowledge-portal-section.tsx';
export { KnowledgeDemoPrompt } from './knowledge-demo-prompt.tsx';
export { OrganisationKnowledgeSync } from './use-organisation-knowledge.ts';
