/** One named piece of text given to the model: a project file or a dynamic-context endpoint's answer. */
export interface ContextText {
  name: string;
  text: string;
}

export interface ProjectContext {
  files: readonly ContextText[];
  dynamicContext: readonly ContextText[];
}

/** Headings the model reads; fixed English like the rest of the system prompt, not UI text. */
export const projectFilesHeading = '# Project files';
export const dynamicContextHeading = '# Dynamic context';

function section(heading: string, parts: readonly ContextText[]): string | undefined {
  if (parts.length === 0) return undefined;
  const blocks = parts.map((part) => `## ${part.name}\n\n${part.text.trim()}`);
  return [heading, ...blocks].join('\n\n');
}

/**
 * The system message with the project's files and dynamic context appended under clear headings,
 * each piece under its own name. Undefined when there is neither a system message nor context.
 */
export function appendProjectContext(
  systemMessage: string | undefined,
  context: ProjectContext,
): string | undefined {
  const parts = [
    systemMessage?.trim() ? systemMessage : undefined,
    section(projectFilesHeading, context.files),
    section(dynamicContextHeading, context.dynamicContext),
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}
