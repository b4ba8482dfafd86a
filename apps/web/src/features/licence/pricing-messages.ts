import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The `#pricing` dialog (spec "Landing page"), in Confab's own words about its real features. */
const pricingMessagesDefinitions = defineMessages({
  title: { id: 'licence.pricing.title', defaultMessage: 'Confab lifetime licence' },
  heroHeading: {
    id: 'licence.pricing.heroHeading',
    defaultMessage: 'One payment. Every feature. Yours for life.',
  },
  heroBody: {
    id: 'licence.pricing.heroBody',
    defaultMessage:
      'Confab is a chat workspace for the AI models you choose. Bring your own API keys, keep your chats on your device, and unlock everything with a licence you buy once.',
  },
  buy: { id: 'licence.pricing.buy', defaultMessage: 'Get a lifetime license' },
  tryFree: { id: 'licence.pricing.tryFree', defaultMessage: 'Try for free' },
  redirecting: { id: 'licence.pricing.redirecting', defaultMessage: 'Opening the checkout…' },
  checkoutFailed: {
    id: 'licence.pricing.checkoutFailed',
    defaultMessage: 'Buying is not available right now. Please try again later.',
  },
  featuresHeading: { id: 'licence.pricing.featuresHeading', defaultMessage: 'What you get' },
  featureModels: { id: 'licence.pricing.feature.models', defaultMessage: 'Every model you use' },
  featureModelsBody: {
    id: 'licence.pricing.feature.modelsBody',
    defaultMessage:
      'OpenAI, Anthropic and Gemini, or any OpenAI-compatible endpoint such as Ollama or LM Studio.',
  },
  featurePlugins: { id: 'licence.pricing.feature.plugins', defaultMessage: 'Plugins and MCP' },
  featurePluginsBody: {
    id: 'licence.pricing.feature.pluginsBody',
    defaultMessage:
      'Switch on any plugin: web search, image generation, HTTP actions, sandboxed scripts and MCP servers.',
  },
  featureProjects: { id: 'licence.pricing.feature.projects', defaultMessage: 'Projects' },
  featureProjectsBody: {
    id: 'licence.pricing.feature.projectsBody',
    defaultMessage: 'Folders of chats with their own system message, model, agent and files.',
  },
  featureSharing: { id: 'licence.pricing.feature.sharing', defaultMessage: 'Sharing and export' },
  featureSharingBody: {
    id: 'licence.pricing.feature.sharingBody',
    defaultMessage: 'Share a chat by link, or export it as text, Markdown, HTML, fine-tune JSON or PDF.',
  },
  agentsHeading: { id: 'licence.pricing.agentsHeading', defaultMessage: 'Build your own AI agents' },
  agentRole: { id: 'licence.pricing.agent.role', defaultMessage: 'Give an agent a role' },
  agentRoleBody: {
    id: 'licence.pricing.agent.roleBody',
    defaultMessage:
      'Write its instructions once, pick its model, and start a chat with it from the sidebar or a link.',
  },
  agentTools: { id: 'licence.pricing.agent.tools', defaultMessage: 'Hand it tools' },
  agentToolsBody: {
    id: 'licence.pricing.agent.toolsBody',
    defaultMessage: 'Agents call the plugins and MCP tools you switch on, and read from your knowledge base.',
  },
  agentShare: { id: 'licence.pricing.agent.share', defaultMessage: 'Share it' },
  agentShareBody: {
    id: 'licence.pricing.agent.shareBody',
    defaultMessage: 'Send an agent to a colleague as a link; they import it into their own workspace.',
  },
  pluginsLabel: { id: 'licence.pricing.pluginsLabel', defaultMessage: 'Plugins and tools' },
  privacyHeading: { id: 'licence.pricing.privacyHeading', defaultMessage: 'Your data stays yours' },
  privacyBody: {
    id: 'licence.pricing.privacyBody',
    defaultMessage:
      'Chats live in your browser. Your API keys go straight to your model provider and can be locked with a password. Cloud sync is optional, and the server can be your own.',
  },
  plansHeading: { id: 'licence.pricing.plansHeading', defaultMessage: 'Choose your licence' },
  planStandard: { id: 'licence.pricing.plan.standard', defaultMessage: 'Standard' },
  planPremium: { id: 'licence.pricing.plan.premium', defaultMessage: 'Premium' },
  planDevices: {
    id: 'licence.pricing.plan.devices',
    defaultMessage:
      'Lifetime licence, active on up to {count, plural, one {# device} other {# devices}} at once',
  },
  planPriceNote: { id: 'licence.pricing.plan.priceNote', defaultMessage: 'The price is shown at checkout.' },
  buyPlan: { id: 'licence.pricing.buyPlan', defaultMessage: 'Buy {plan}' },
  yourPlan: { id: 'licence.pricing.yourPlan', defaultMessage: 'Your current licence' },
  checklistHeading: { id: 'licence.pricing.checklistHeading', defaultMessage: 'Everything in Confab' },
  close: { id: 'licence.pricing.close', defaultMessage: 'Close' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const pricingMessages: { [Name in keyof typeof pricingMessagesDefinitions]: MessageDescriptor } =
  pricingMessagesDefinitions;

/** The long feature checklist: features Confab has today, in plain words. */
export const pricingChecklist = defineMessages({
  streaming: {
    id: 'licence.pricing.check.streaming',
    defaultMessage: 'Streaming answers with stop and retry',
  },
  reasoning: {
    id: 'licence.pricing.check.reasoning',
    defaultMessage: 'Reasoning, images and files in chats',
  },
  search: { id: 'licence.pricing.check.search', defaultMessage: 'Search across every chat' },
  tags: { id: 'licence.pricing.check.tags', defaultMessage: 'Tags, favourites and archive' },
  prompts: { id: 'licence.pricing.check.prompts', defaultMessage: 'Prompt library with variables' },
  knowledge: { id: 'licence.pricing.check.knowledge', defaultMessage: 'Knowledge base for your documents' },
  voice: { id: 'licence.pricing.check.voice', defaultMessage: 'Voice input and read-aloud' },
  markdown: { id: 'licence.pricing.check.markdown', defaultMessage: 'Markdown, code, maths and diagrams' },
  shortcuts: { id: 'licence.pricing.check.shortcuts', defaultMessage: 'Keyboard shortcuts you can change' },
  sync: { id: 'licence.pricing.check.sync', defaultMessage: 'Optional cloud sync across devices' },
  importExport: {
    id: 'licence.pricing.check.importExport',
    defaultMessage: 'Import and export of all your data',
  },
  offline: { id: 'licence.pricing.check.offline', defaultMessage: 'Works offline as an installed app' },
});
