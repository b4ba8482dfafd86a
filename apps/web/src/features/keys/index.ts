export { ApiKeysSection } from './api-keys-section.tsx';
export { ApiEndpointsSection } from './api-endpoints-section.tsx';
export { KeyEntryForm } from './key-entry-form.tsx';
export type { KeyEntryFormProps } from './key-entry-form.tsx';
export type { KeyCheckReason } from './use-key-entry-form.ts';
export { apiEndpointsSectionShown, apiKeysSectionShown } from './key-sections-shown.ts';
