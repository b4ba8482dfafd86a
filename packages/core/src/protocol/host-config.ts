import * as z from 'zod/mini';

/**
 * Host feature flags (spec workspace-plugins-licences §6). `agents` gates the Agents tab; the others
 * keep the spec's names. A flag that is absent counts as on, so an older server never hides a
 * feature it did not know about; `hideWelcomeMessageForLoggedInUsers`, which hides rather than
 * gives, is the exception (gates/feature-enabled.ts).
 */
export const chatFeatureNames = [
  'agents',
  'systemMessage',
  'modelParametersSettings',
  'customModels',
  'yourProfile',
  'useProjectSettings',
  'addNewPlugins',
  'allowDynamicContext',
  'actionButtons.share',
  'showWorkspaceBar',
  'navBar',
  'pickCharacters',
  'communityPrompts',
  'textToSpeech',
  'useOpenAITextToSpeech',
  'voiceInput',
  'changeUILanguage',
  'importFromOpenAI',
  'useAutoGenerateChatTitle',
  'useAutoSuggestKeywords',
  'hideWelcomeMessageForLoggedInUsers',
  'promptLibrary',
  'usePlugins',
  'modelSettings',
] as const;

export type ChatFeatureName = (typeof chatFeatureNames)[number];

const hostLinksSchema = z.object({
  privacy: z.optional(z.string()),
  terms: z.optional(z.string()),
  faqs: z.optional(z.string()),
  docs: z.optional(z.string()),
  contact: z.optional(z.string()),
  about: z.optional(z.string()),
  admin: z.optional(z.string()),
  feedback: z.optional(z.string()),
  supportIframeURL: z.optional(z.string()),
  translationContribution: z.optional(z.string()),
});

export const hostConfigSchema = z.object({
  managed: z.boolean(),
  hosted: z.boolean(),
  allowGuests: z.boolean(),
  allowUserAPIKey: z.boolean(),
  allowSubscriptions: z.boolean(),
  allowAnyCloudSyncEmail: z.optional(z.boolean()),
  licenseToken: z.optional(z.string()),
  requireLicenseKey: z.boolean(),
  orgActive: z.optional(z.boolean()),
  loginRequired: z.boolean(),
  publicModeAllowLogin: z.optional(z.boolean()),
  systemPrompts: z.optional(z.array(z.unknown())),
  systemCharacters: z.optional(z.array(z.unknown())),
  systemModels: z.optional(z.array(z.unknown())),
  plugins: z.optional(z.array(z.unknown())),
  chatFeatures: z.record(z.string(), z.boolean()),
  defaultCharacterID: z.optional(z.string()),
  defaultModel: z.optional(z.string()),
  sidebarColorHue: z.optional(z.number()),
  brand: z.string(),
  name: z.optional(z.string()),
  tagline: z.optional(z.string()),
  logoURL: z.optional(z.string()),
  bannerURL: z.optional(z.string()),
  displayBrand: z.optional(z.string()),
  subdomain: z.optional(z.string()),
  enabledLanguages: z.optional(z.array(z.string())),
  externalAuthConfig: z.optional(z.object({ type: z.string() })),
  metadata: z.optional(z.object({ loginMessage: z.optional(z.string()) })),
  orgURL: z.optional(z.string()),
  /**
   * The person this host already knows (spec: host user), e.g. named by a single-sign-on proxy in
   * front of the server. It prefills the login e-mail; the code still goes to that mailbox.
   */
  currentUser: z.optional(
    z.object({
      email: z.string(),
      externalUserID: z.optional(z.string()),
      /** Spec §3 Host user: account information the member gave (PUT /api/hosted-users/users/self). */
      profile: z.optional(
        z.object({
          firstName: z.optional(z.string()),
          lastName: z.optional(z.string()),
          profilePictureURL: z.optional(z.string()),
        }),
      ),
      /** Groups the member belongs to; organisation prompts may be limited to groups (spec §6). */
      groupIDs: z.optional(z.array(z.string())),
      /** The server names this account as an administrator (ADMIN_EMAILS): the app links /admin. */
      isAdmin: z.optional(z.boolean()),
    }),
  ),
  links: hostLinksSchema,
  /**
   * The host runs a newsletter (it sends mail to the addresses `POST /api/subscribe-newsletter`
   * stores): only then does the app offer the newsletter popup. Off by default, since a server
   * started with `npm start` sends none.
   */
  newsletter: z.optional(z.boolean()),
  /**
   * The host sells licences (its licence server is configured): only then does the app show licence
   * popups, pricing and buy prompts. `publicKey` (base64 SPKI, ECDSA P-256) checks licence tokens
   * offline; see protocol/licence.ts. Absent, as on a default self-hosted start, everything is allowed.
   */
  licensing: z.optional(z.object({ publicKey: z.string() })),
  /** Spec §6: the host forces its default model (and model settings) on every chat. */
  useDefaultModelSettings: z.optional(z.boolean()),
  /** Spec §6: system prompts are for members only; the prompt library shows a red notice. */
  systemPromptsForOnlyMembers: z.optional(z.boolean()),
  /** Spec §6: whether members may pick community prompts. Absent counts as allowed. */
  canUseCommunityPrompts: z.optional(z.boolean()),
  /** Hides the footer's /admin link on a managed host without subscriptions. */
  disableAdminLink: z.optional(z.boolean()),
});

export type HostConfig = z.infer<typeof hostConfigSchema>;

/**
 * What a plain local start serves: an unmanaged host with every feature on, and nothing hidden
 * (the welcome message stays for signed-in people too).
 */
export const defaultHostConfig: HostConfig = {
  managed: false,
  hosted: false,
  allowGuests: true,
  allowUserAPIKey: true,
  allowSubscriptions: false,
  requireLicenseKey: false,
  loginRequired: false,
  chatFeatures: Object.fromEntries(
    chatFeatureNames.map((name) => [name, name !== 'hideWelcomeMessageForLoggedInUsers']),
  ),
  brand: 'Confab',
  links: { privacy: '/privacy', terms: '/terms' },
};

/** Reads a host config from untrusted JSON; fields that are missing or malformed take the defaults. */
export function parseHostConfig(input: unknown): HostConfig {
  const merged =
    typeof input === 'object' && input !== null ? { ...defaultHostConfig, ...input } : defaultHostConfig;
  const parsed = hostConfigSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultHostConfig;
}
