import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { epochMillisecondsSchema, recordTimesShape } from './record.ts';

/** A named set of documents retrieval can be limited to: the spec's knowledge base "tag". */
export const knowledgeCollectionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.startsWith('kb-')),
    name: z.string().check(z.minLength(1), z.maxLength(120)),
    description: z.optional(z.string().check(z.maxLength(2_000))),
    /** Set on collections an organisation shares with its members: they read, never change, them. */
    organisation: z.optional(z.boolean()),
    ...recordTimesShape,
  }),
);

export type KnowledgeCollection = z.infer<typeof knowledgeCollectionSchema>;

/**
 * One retrievable passage of a document. Derived from the file's bytes on each device (never synced),
 * so it carries no record times; `embedding` is present once an embedding model has seen it.
 */
export const knowledgeChunkSchema = lazySchema(() =>
  z.object({
    /** `${fileID}:${order}` */
    id: z.string().check(z.minLength(1)),
    fileID: z.string().check(z.startsWith('fi-')),
    order: z.int().check(z.nonnegative()),
    text: z.string(),
    /** 1-based page of a paged document (PDF) where the passage starts. */
    page: z.optional(z.int().check(z.positive())),
    /** The heading path above the passage ("Chapter 2 › Terms"). */
    section: z.optional(z.string()),
    embedding: z.optional(z.instanceof(Float32Array)),
  }),
);

export type KnowledgeChunk = z.infer<typeof knowledgeChunkSchema>;

export const documentIndexStatuses = ['indexed', 'failed', 'no-text'] as const;

/**
 * How far one file has been read and chunked on this device. `fingerprint` (the blob id and the
 * chunker version) tells whether the chunks are current, so only what changed is indexed again.
 */
export const indexedDocumentSchema = lazySchema(() =>
  z.object({
    /** The file's id. */
    id: z.string().check(z.startsWith('fi-')),
    fingerprint: z.string(),
    status: z.enum(documentIndexStatuses),
    /** Why reading failed, in words a person can act on. */
    error: z.optional(z.string()),
    pageCount: z.optional(z.int().check(z.nonnegative())),
    chunkCount: z.int().check(z.nonnegative()),
    /** The model whose vectors the chunks carry; absent when they carry none. */
    embeddingModel: z.optional(z.string()),
    indexedAt: epochMillisecondsSchema,
  }),
);

export type IndexedDocument = z.infer<typeof indexedDocumentSchema>;

/** Longest passage text a citation keeps, so an answer's sources show even after the document is gone. */
export const citationQuoteMaximumLength = 2_000;

/** A source an answer drew on: the number it is cited by and where the passage came from. */
export const citationSchema = lazySchema(() =>
  z.object({
    number: z.int().check(z.positive()),
    fileID: z.string(),
    chunkID: z.string(),
    documentName: z.string(),
    page: z.optional(z.int().check(z.positive())),
    section: z.optional(z.string()),
    quote: z.string().check(z.maxLength(citationQuoteMaximumLength)),
  }),
);

export type Citation = z.infer<typeof citationSchema>;
