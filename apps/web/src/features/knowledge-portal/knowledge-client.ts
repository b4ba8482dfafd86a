import {
  errorResponseSchema,
  knowledgePortalResponseSchema,
  knowledgeTagsResponseSchema,
  organisationBlobPath,
  organisationKnowledgePath,
  organisationKnowledgeResponseSchema,
  type KnowledgePortalResponse,
  type KnowledgeTag,
  type OrganisationKnowledgeResponse,
} from '@confab/core/protocol';
import { cloudTokenStore } from '../account/index.ts';

/** A failed knowledge call, with the server's own words when it gave some. */
export class KnowledgeRequestError extends Error {
  override readonly name = 'KnowledgeRequestError';
}

export type FetchImplementation = (input: string, init?: RequestInit) => Promise<Response>;

// A detached window.fetch throws "Illegal invocation" (docs/footguns.md): keep it in an arrow.
const defaultFetch: FetchImplementation = (input, init) => fetch(input, init);

async function send(
  token: string,
  path: string,
  fetchImplementation: FetchImplementation,
): Promise<Response> {
  const response = await fetchImplementation(path, { headers: { authorization: `Bearer ${token}` } });
  if (response.ok) return response;
  if (response.status === 401) cloudTokenStore.endSession(token);
  const error = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
  throw new KnowledgeRequestError(error.success ? error.data.userMessage : `HTTP ${String(response.status)}`);
}

/** GET /api/cloud/knowledge/portal: the framed page's address, valid for a few minutes. */
export async function readKnowledgePortal(
  token: string,
  fetchImplementation: FetchImplementation = defaultFetch,
): Promise<KnowledgePortalResponse> {
  const response = await send(token, '/api/cloud/knowledge/portal', fetchImplementation);
  return knowledgePortalResponseSchema.parse(await response.json());
}

/**
 * GET /api/cloud/knowledge/tags. Spec §8: a failure is only logged and the list stays empty, so a
 * picker of collections never blocks on the server.
 */
export async function readKnowledgeTags(
  token: string,
  fetchImplementation: FetchImplementation = defaultFetch,
): Promise<KnowledgeTag[]> {
  try {
    const response = await send(token, '/api/cloud/knowledge/tags', fetchImplementation);
    return knowledgeTagsResponseSchema.parse(await response.json()).tags;
  } catch (error) {
    console.warn('Confab: the knowledge base tags could not be read.', error);
    return [];
  }
}

/** GET /api/cloud/knowledge/organisation: what the host's curators publish to members. */
export async function readOrganisationKnowledge(
  token: string,
  fetchImplementation: FetchImplementation = defaultFetch,
): Promise<OrganisationKnowledgeResponse> {
  const response = await send(token, organisationKnowledgePath, fetchImplementation);
  return organisationKnowledgeResponseSchema.parse(await response.json());
}

/** The bytes of one published document. */
export async function readOrganisationBlob(
  token: string,
  blobID: string,
  fetchImplementation: FetchImplementation = defaultFetch,
): Promise<Blob> {
  return (await send(token, organisationBlobPath(blobID), fetchImplementation)).blob();
}
