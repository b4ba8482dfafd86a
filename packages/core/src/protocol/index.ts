export { chatFeatureNames, defaultHostConfig, hostConfigSchema, parseHostConfig } from './host-config.ts';
export type { ChatFeatureName, HostConfig } from './host-config.ts';
export { versionResponseSchema } from './version.ts';
export type { VersionResponse } from './version.ts';
export { errorResponseSchema } from './error-response.ts';
export type { ErrorResponse } from './error-response.ts';
export { healthResponseSchema } from './health.ts';
export type { HealthResponse } from './health.ts';
export {
  emailAddressSchema,
  loginCodeAlphabet,
  loginCodeLength,
  loginRequestSchema,
  loginResponseSchema,
  normaliseLoginCode,
} from './login.ts';
export type { LoginRequest, LoginResponse } from './login.ts';
export { verifyRequestSchema, verifyResponseSchema } from './verify.ts';
export {
  subscribeNewsletterRequestSchema,
  subscribeNewsletterResponseSchema,
  unsubscribeNewsletterPath,
} from './newsletter.ts';
export type { SubscribeNewsletterRequest, SubscribeNewsletterResponse } from './newsletter.ts';
export type { VerifyRequest, VerifyResponse } from './verify.ts';
export { cloudUserSchema } from './cloud-user.ts';
export type { CloudUser } from './cloud-user.ts';
export {
  cloudAccountResponseSchema,
  logoutResponseSchema,
  revokeOtherSessionsResponseSchema,
} from './cloud-account.ts';
export type { CloudAccountResponse, LogoutResponse, RevokeOtherSessionsResponse } from './cloud-account.ts';
export {
  cascadedMessageDeletion,
  checkPushedRecord,
  decidePushedRecord,
  deletesChatMessages,
  mergePushResults,
  storedRecordCategory,
  syncCategorySchema,
  syncChangedEventSchema,
  syncDigestResponseSchema,
  syncFetchRequestSchema,
  syncFetchResponseSchema,
  syncManifestResponseSchema,
  syncProtocolVersion,
  syncPullResponseSchema,
  syncPushAcceptedSchema,
  syncPushOutcomes,
  syncPushRejectedSchema,
  syncPushRequestSchema,
  syncPushResponseSchema,
  syncPushResultSchema,
  syncRecordIDSchema,
  syncRecordKindSchema,
  syncRecordRefSchema,
  syncRecordSchema,
  syncRejectionReasons,
} from './sync/index.ts';
export type {
  CheckedPushedRecord,
  PushedRecordContext,
  PushedRecordDecision,
  SyncChangedEvent,
  SyncDigestResponse,
  SyncFetchResponse,
  SyncManifestResponse,
  SyncPullResponse,
  SyncPushAccepted,
  SyncPushRejected,
  SyncPushRequest,
  SyncPushResponse,
  SyncPushResult,
  SyncRecord,
} from './sync/index.ts';
export {
  maxSharedAgentBytes,
  shareAgentRequestSchema,
  shareAgentResponseSchema,
  sharedAgentResponseSchema,
} from './shared-character.ts';
export type { ShareAgentRequest, ShareAgentResponse, SharedAgentResponse } from './shared-character.ts';
export {
  cloudStorageDeleteRequestSchema,
  cloudStorageItemSchema,
  cloudStorageOrderFields,
  cloudStorageRequestSchema,
  cloudStorageResponseSchema,
  cloudStorageTypes,
  syncStatsSchema,
} from './cloud-storage.ts';
export type {
  CloudStorageDeleteRequest,
  CloudStorageItem,
  CloudStorageRequest,
  CloudStorageResponse,
  CloudStorageType,
  SyncStats,
} from './cloud-storage.ts';
export {
  buyMoreStorageRequestSchema,
  defaultStoragePlan,
  manageSubscriptionsRequestSchema,
  providerOneSubscriptionSchema,
  providerTwoSubscriptionSchema,
  redirectUrlResponseSchema,
  storagePlanBytes,
  storagePlans,
  subscriptionActionRequestSchema,
  subscriptionActionResponseSchema,
  subscriptionActions,
} from './billing.ts';
export type {
  BuyMoreStorageRequest,
  ProviderOneSubscription,
  ProviderTwoSubscription,
  RedirectUrlResponse,
  StoragePlan,
  SubscriptionAction,
  SubscriptionActionResponse,
} from './billing.ts';
export {
  maxSharedChatBytes,
  maxSharedChatMessages,
  shareChatRequestSchema,
  shareChatResponseSchema,
  sharedChatDataSchema,
  sharedChatMessageSchema,
  sharedChatResponseSchema,
} from './shared-chat.ts';
export type {
  ShareChatRequest,
  ShareChatResponse,
  SharedChatData,
  SharedChatMessage,
  SharedChatResponse,
} from './shared-chat.ts';
export {
  jsonDepthExceeds,
  maxSharedPluginBytes,
  maxSharedPluginDepth,
  sharedPluginDataFrom,
  sharedPluginDataSchema,
  sharedPluginResponseSchema,
  sharePluginRequestSchema,
} from './shared-plugin.ts';
export type { SharedPluginData, SharedPluginResponse, SharePluginRequest } from './shared-plugin.ts';
export {
  accountDeletionConfirmation,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from './delete-account.ts';
export type { DeleteAccountRequest, DeleteAccountResponse } from './delete-account.ts';
export {
  deleteSharedLinksRequestSchema,
  maxSharedLinkDeleteIDs,
  sharedLinkSchema,
  sharedLinksResponseSchema,
  sharedLinkTypeSchema,
  sharedLinkTypes,
} from './shared-links.ts';
export type {
  DeleteSharedLinksRequest,
  SharedLink,
  SharedLinkType,
  SharedLinksResponse,
} from './shared-links.ts';
export {
  pluginProxyExposedHeaders,
  pluginProxyLimits,
  pluginProxyMethods,
  pluginProxyRequestSchema,
  pluginProxyResponseSchema,
} from './plugin-proxy.ts';
export type { PluginProxyRequest, PluginProxyResponse } from './plugin-proxy.ts';
export {
  knowledgePortalResponseSchema,
  knowledgePortalTokenLifetimeMs,
  knowledgeTagSchema,
  knowledgeTagsResponseSchema,
  organisationBlobPath,
  organisationKnowledgePath,
  organisationKnowledgeResponseSchema,
} from './knowledge.ts';
export type {
  KnowledgePortalResponse,
  KnowledgeTag,
  KnowledgeTagsResponse,
  OrganisationKnowledgeResponse,
} from './knowledge.ts';
export {
  licenceActivateRequestSchema,
  licenceCheckoutRequestSchema,
  licenceDeviceLimits,
  licenceGrantSchema,
  licenceInstanceRequestSchema,
  licenceKeySchema,
  licencePlans,
  licenceRecoverRequestSchema,
  licenceRefusalSchema,
  licenceTokenPayloadSchema,
  licenceTokenSignature,
  orderInfoRequestSchema,
  orderInfoResponseSchema,
} from './licence.ts';
export type {
  LicenceActivateRequest,
  LicenceGrant,
  LicenceInstanceRequest,
  LicencePlan,
  LicenceRefusal,
  LicenceTokenPayload,
  OrderInfoResponse,
} from './licence.ts';
export {
  adminHostConfigResponseSchema,
  adminSystemModelSchema,
  adminSystemModelsResponseSchema,
  auditEntrySchema,
  auditResponseSchema,
  createGroupRequestSchema,
  groupSchema,
  hostConfigUpdateRequestSchema,
  invitationMailStatuses,
  inviteMemberRequestSchema,
  inviteMemberResponseSchema,
  memberGroupsRequestSchema,
  memberSchema,
  membersResponseSchema,
  publicSystemModelSchema,
  systemModelInputSchema,
  systemModelRoutes,
  usageResponseSchema,
  usageRowSchema,
} from './admin.ts';
export type {
  AdminHostConfigResponse,
  AdminSystemModel,
  AuditEntry,
  Group,
  InvitationMailStatus,
  InviteMemberResponse,
  Member,
  MembersResponse,
  PublicSystemModel,
  SystemModelInput,
  UsageRow,
} from './admin.ts';
export {
  hostedUserPath,
  hostedUserResponseSchema,
  hostedUserSchema,
  hostedUserUpdateSchema,
  maxPersonNameLength,
  orgActivatePromptedPath,
} from './hosted-users.ts';
export type { HostedUser, HostedUserResponse, HostedUserUpdate } from './hosted-users.ts';
