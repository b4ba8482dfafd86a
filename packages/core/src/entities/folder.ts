import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { recordTimesShape } from './record.ts';

/** The spec's limit on the combined size of a project's files. */
export const projectFilesMaximumBytes = 100_000;

export const dynamicContextEndpointSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    source: z.string(),
    url: z.optional(z.string()),
    /** The text a static endpoint gives (typed into the project settings); unused by fetched ones. */
    content: z.optional(z.string()),
  }),
);

export const projectFileSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.optional(z.string()),
    metadata: z.object({ size: z.int().check(z.nonnegative()) }),
  }),
);

export const folderSettingsSchema = lazySchema(() =>
  z.object({
    systemMessage: z.optional(z.string()),
    model: z.optional(z.string()),
    files: z.optional(z.array(projectFileSchema)),
    assignedAgentID: z.optional(z.string()),
    dynamicContextEndpoints: z.optional(z.array(dynamicContextEndpointSchema)),
    /** Knowledge collections every chat of the project retrieves from. */
    knowledgeCollectionIDs: z.optional(
      z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.maxLength(100)),
    ),
  }),
);

/** A folder, also called a project. `new` marks a folder still being named. */
export const folderSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.startsWith('fo-')),
    title: z.string(),
    order: z.number(),
    open: z.boolean(),
    new: z.optional(z.boolean()),
    settings: folderSettingsSchema,
    ...recordTimesShape,
  }),
);

export type Folder = z.infer<typeof folderSchema>;
export type FolderSettings = z.infer<typeof folderSettingsSchema>;
export type DynamicContextEndpoint = z.infer<typeof dynamicContextEndpointSchema>;
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** Project settings refuse an endpoint with no name, or a non-static one with no url (spec §5). */
export function isDynamicContextEndpointComplete(endpoint: DynamicContextEndpoint): boolean {
  if (endpoint.name.trim() === '') return false;
  return endpoint.source === 'static' || (endpoint.url ?? '').trim() !== '';
}

export function projectFilesExceedLimit(files: readonly ProjectFile[]): boolean {
  const total = files.reduce((sum, file) => sum + file.metadata.size, 0);
  return total > projectFilesMaximumBytes;
}
