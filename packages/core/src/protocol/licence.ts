import * as z from 'zod/mini';

/**
 * Licences (spec workspace-plugins-licences §3 Licence, §4, §5, §7, §8). A licence is bought once
 * and lasts a lifetime; a device activates it and gets an instance id; verifying returns a signed
 * token the app checks offline between verifications. The licence server is part of apps/server,
 * off unless configured; a host that sells licences says so with `licensing` in its host config.
 */
export const licencePlans = ['standard', 'premium'] as const;

export type LicencePlan = (typeof licencePlans)[number];

/** Devices one licence may be active on at once, unless the issuer set another limit. */
export const licenceDeviceLimits: ReadonlyMap<LicencePlan, number> = new Map([
  ['standard', 2],
  ['premium', 5],
]);

/** Keys look like `CONFAB-XXXXX-XXXXX-XXXXX-XXXXX`; the input rule (sk- refused) is the app's. */
export const licenceKeySchema = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /api/licence/activate: {key}, and a device name shown in the licence's device list. */
export const licenceActivateRequestSchema = z.object({
  key: licenceKeySchema,
  instanceName: z.optional(z.string().check(z.maxLength(200))),
});

export type LicenceActivateRequest = z.infer<typeof licenceActivateRequestSchema>;

/** Success of activate and verify: the device's instance id and a fresh signed token. */
export const licenceGrantSchema = z.object({
  instanceID: z.string(),
  token: z.string(),
});

export type LicenceGrant = z.infer<typeof licenceGrantSchema>;

/**
 * A 4xx answer of activate/verify (spec §7): userMessage always, and the flags the app acts on —
 * limitReached with the limit and the count of active devices, deviceUnlinked when this instance
 * was removed from the licence. A 5xx answer is `{userMessage}` only.
 */
export const licenceRefusalSchema = z.object({
  userMessage: z.string(),
  limitReached: z.optional(z.boolean()),
  deviceUnlinked: z.optional(z.boolean()),
  activationLimit: z.optional(z.number()),
  activationUsage: z.optional(z.number()),
});

export type LicenceRefusal = z.infer<typeof licenceRefusalSchema>;

/** POST /api/licence/verify and POST /api/licence/unlink: {key, instanceID}. Unlink answers {ok: true}. */
export const licenceInstanceRequestSchema = z.object({
  key: licenceKeySchema,
  instanceID: z.string().check(z.minLength(1), z.maxLength(200)),
});

export type LicenceInstanceRequest = z.infer<typeof licenceInstanceRequestSchema>;

/** POST /api/licence/recover: mails the keys bought with this address; always {ok: true}. */
export const licenceRecoverRequestSchema = z.object({ email: z.string().check(z.maxLength(320)) });

/** POST /api/licence/checkout: the payment provider's checkout page for a plan ({url} as billing). */
export const licenceCheckoutRequestSchema = z.object({
  plan: z.enum(licencePlans),
  /** Where the provider sends the buyer back; the server appends `checkout_success={session id}`. */
  redirect: z.url({ protocol: /^https?$/ }),
});

/** POST /api/order-info (spec §7). */
export const orderInfoRequestSchema = z.object({ checkoutSessionID: z.string().check(z.minLength(1)) });

export const orderInfoResponseSchema = z.object({
  email: z.string(),
  licenseKey: z.string(),
  plan: z.enum(licencePlans),
});

export type OrderInfoResponse = z.infer<typeof orderInfoResponseSchema>;

/**
 * The signed token's payload (spec §3 Licence payload: exp, plan, email, orgID). `exp` and `iat` in
 * seconds since the epoch; `instanceID` ties the token to one device; `keyLast4` lets the app show
 * which key it belongs to without holding the key in the token.
 */
export const licenceTokenPayloadSchema = z.object({
  iat: z.number(),
  exp: z.number(),
  plan: z.enum(licencePlans),
  email: z.string(),
  orgID: z.optional(z.string()),
  instanceID: z.string(),
  keyLast4: z.string(),
});

export type LicenceTokenPayload = z.infer<typeof licenceTokenPayloadSchema>;

/**
 * Token format: `base64url(JSON payload) + "." + base64url(signature)`, the signature ECDSA P-256
 * with SHA-256 over the first part's ASCII bytes, in WebCrypto's raw (r||s) form. The host config's
 * `licensing.publicKey` is the verifying key as base64 SPKI. Both ends use WebCrypto, so Node and
 * the browser sign and check the same bytes.
 */
export const licenceTokenSignature = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
