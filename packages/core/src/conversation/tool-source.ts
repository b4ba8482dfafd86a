// Where the tools of an answer come from. Plugins, built-ins and MCP servers each implement this
// interface; the tool loop only ever sees one merged source.
import type { ToolDefinition } from '../providers/index.ts';

/** How a tool's result is used (a plugin function's `outputType`): read by the model, or also shown. */
export type ToolOutputType = 'respond_to_ai' | 'render_markdown' | 'render_html';

/** A tool as a source offers it: what the model sees, plus how its result is shown. */
export interface OfferedTool extends ToolDefinition {
  /** Absent is respond_to_ai: the model reads the result and nothing is rendered. */
  outputType?: ToolOutputType;
}

export interface ToolSource {
  /** The tools offered to the model for this answer. */
  list(): readonly OfferedTool[];
  /**
   * Runs one tool. Resolves with its result (text, or any JSON value, sent to the model as JSON text);
   * a rejection is reported to the model as a tool error. `signal` aborts when the person presses Stop.
   */
  call(name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
}

/** Several sources as one; when two offer the same name, the earlier source's tool wins. */
export function mergeToolSources(sources: readonly ToolSource[]): ToolSource {
  const owners = (): Map<string, ToolSource> => {
    const byName = new Map<string, ToolSource>();
    for (const source of sources) {
      for (const tool of source.list()) if (!byName.has(tool.name)) byName.set(tool.name, source);
    }
    return byName;
  };
  return {
    list: () => {
      const seen = new Set<string>();
      return sources.flatMap((source) =>
        source.list().filter((tool) => {
          if (seen.has(tool.name)) return false;
          seen.add(tool.name);
          return true;
        }),
      );
    },
    call: (name, args, signal) => {
      const owner = owners().get(name);
      if (!owner) return Promise.reject(new Error(unknownToolMessage(name)));
      return owner.call(name, args, signal);
    },
  };
}

export function unknownToolMessage(name: string): string {
  return `There is no tool named "${name}".`;
}
