import * as z from 'zod/mini';
import { errorResponseSchema } from '@confab/core';
import {
  adminHostConfigResponseSchema,
  adminSystemModelsResponseSchema,
  auditResponseSchema,
  inviteMemberResponseSchema,
  licencePlans,
  membersResponseSchema,
  usageResponseSchema,
  type SystemModelInput,
} from '@confab/core/protocol';
import { genericServerError, ServerRequestError } from '../../host/server-request-error.ts';

/** A licence as helper routes of the licence server list it (GET /api/admin/licences). */
export const adminLicenceSchema = z.object({
  id: z.string(),
  keyLast4: z.string(),
  email: z.string(),
  plan: z.string(),
  deviceLimit: z.number(),
  activeDevices: z.number(),
  createdAt: z.string(),
  revokedAt: z.optional(z.nullable(z.string())),
});

export type AdminLicence = z.infer<typeof adminLicenceSchema>;

const licencesResponseSchema = z.object({ licences: z.array(adminLicenceSchema) });
const issuedLicenceSchema = z.object({ licence: z.object({ key: z.string() }) });

export interface IssueLicenceInput {
  email: string;
  plan: (typeof licencePlans)[number];
  deviceLimit?: number;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

async function readUserMessage(response: Response): Promise<string> {
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success && parsed.data.userMessage !== '' ? parsed.data.userMessage : genericServerError;
  } catch {
    return genericServerError;
  }
}

/** The admin API of this server, called with the admin's session. */
export function createAdminClient(
  token: string,
  fetchImplementation: typeof fetch = (input, init) => fetch(input, init),
) {
  async function call<Schema extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: Schema,
    body?: unknown,
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImplementation(path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ServerRequestError(genericServerError, undefined, { cause: error });
    }
    if (!response.ok) throw new ServerRequestError(await readUserMessage(response), response.status);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ServerRequestError(genericServerError, response.status);
    return parsed.data;
  }

  const member = (email: string) => `/api/admin/members/${encodeURIComponent(email)}`;

  return {
    hostConfig: () => call('GET', '/api/admin/host-config', adminHostConfigResponseSchema),
    saveHostConfig: (overrides: Record<string, unknown>) =>
      call('PUT', '/api/admin/host-config', adminHostConfigResponseSchema, { overrides }),
    audit: () => call('GET', '/api/admin/audit', auditResponseSchema),
    members: () => call('GET', '/api/admin/members', membersResponseSchema),
    invite: (email: string) => call('POST', '/api/admin/members', inviteMemberResponseSchema, { email }),
    removeMember: (email: string) => call('DELETE', member(email), membersResponseSchema),
    setGroups: (email: string, groupIDs: string[]) =>
      call('PUT', `${member(email)}/groups`, membersResponseSchema, { groupIDs }),
    createGroup: (name: string) => call('POST', '/api/admin/groups', membersResponseSchema, { name }),
    deleteGroup: (groupID: string) =>
      call('DELETE', `/api/admin/groups/${encodeURIComponent(groupID)}`, membersResponseSchema),
    systemModels: () => call('GET', '/api/admin/system-models', adminSystemModelsResponseSchema),
    addSystemModel: (input: SystemModelInput) =>
      call('POST', '/api/admin/system-models', adminSystemModelsResponseSchema, input),
    removeSystemModel: (id: string) =>
      call('DELETE', `/api/admin/system-models/${encodeURIComponent(id)}`, adminSystemModelsResponseSchema),
    usage: () => call('GET', '/api/admin/usage', usageResponseSchema),
    /** Null when this server runs no licence server (the route answers 404). */
    async licences(): Promise<AdminLicence[] | null> {
      try {
        return (await call('GET', '/api/admin/licences', licencesResponseSchema)).licences;
      } catch (error) {
        if (error instanceof ServerRequestError && error.status === 404) return null;
        throw error;
      }
    },
    issueLicence: async (input: IssueLicenceInput) =>
      (await call('POST', '/api/admin/licences', issuedLicenceSchema, input)).licence.key,
    revokeLicence: (id: string) =>
      call('POST', `/api/admin/licences/${encodeURIComponent(id)}/revoke`, z.unknown()),
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
