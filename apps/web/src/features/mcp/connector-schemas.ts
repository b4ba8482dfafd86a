import * as z from 'zod/mini';

/** Answers of the connector's routes (interop-formats §7, docs/mcp.md), validated before use. */

export const pingAnswerSchema = z.object({ status: z.string() });

export const connectorErrorSchema = z.object({
  error: z.string().check(z.maxLength(10_000)),
  details: z.optional(z.unknown()),
});

const startedClientSchema = z.object({ id: z.string(), message: z.optional(z.string()) });

export const startAnswerSchema = z.object({
  message: z.optional(z.string()),
  success: z.optional(z.boolean()),
  clients: z.optional(z.array(startedClientSchema)),
  errors: z.optional(z.array(z.object({ id: z.string(), error: z.string() }))),
});

export const runningClientSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(256)),
  command: z.optional(z.string()),
  args: z.optional(z.array(z.string())),
  createdAt: z.optional(z.unknown()),
  tools: z.optional(z.array(z.string())),
  toolError: z.optional(z.unknown()),
});

export const runningClientsSchema = z.array(runningClientSchema).check(z.maxLength(200));

/** An MCP tool as `listTools()` gives it; only what the app uses is read. */
export const mcpToolSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(256)),
  title: z.optional(z.string()),
  description: z.optional(z.string().check(z.maxLength(100_000))),
  inputSchema: z.optional(z.record(z.string(), z.unknown())),
});

export const mcpToolsSchema = z.array(mcpToolSchema).check(z.maxLength(500));

const contentItemSchema = z.looseObject({ type: z.string() });

/** The MCP `CallToolResult`, unchanged by the connector. */
export const callToolResultSchema = z.looseObject({
  content: z.optional(z.array(contentItemSchema).check(z.maxLength(1000))),
  structuredContent: z.optional(z.unknown()),
  isError: z.optional(z.boolean()),
});

export type RunningClient = z.infer<typeof runningClientSchema>;
export type McpTool = z.infer<typeof mcpToolSchema>;
export type CallToolResult = z.infer<typeof callToolResultSchema>;
export type StartAnswer = z.infer<typeof startAnswerSchema>;
