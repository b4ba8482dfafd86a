import * as z from 'zod/mini';

/** Longest first or last name the account information dialog stores (spec workspace-plugins-licences §5). */
export const maxPersonNameLength = 100;

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(maxPersonNameLength));

/**
 * PUT /api/hosted-users/users/self: the account information of the signed-in member. Both names are
 * required (spec §5); the picture address is optional and must be an https address (it is shown as an image).
 */
export const hostedUserUpdateSchema = z.object({
  firstName: personName,
  lastName: personName,
  profilePictureURL: z.optional(z.string().check(z.maxLength(2048), z.regex(/^https:\/\//))),
});

export type HostedUserUpdate = z.infer<typeof hostedUserUpdateSchema>;

/** GET and PUT /api/hosted-users/users/self answer with the member as stored. */
export const hostedUserSchema = z.object({
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  profilePictureURL: z.optional(z.string()),
});

export type HostedUser = z.infer<typeof hostedUserSchema>;

export const hostedUserResponseSchema = z.object({ user: hostedUserSchema });
export type HostedUserResponse = z.infer<typeof hostedUserResponseSchema>;

export const hostedUserPath = '/api/hosted-users/users/self';
/** Sent when the "Activate {name} to continue" popup opens (spec §7); answers `{ ok: true }`. */
export const orgActivatePromptedPath = '/api/hosted/org-activate-prompted';
