/** What the current profile tells every model (spec §3 User profile): about the person, and how to answer. */
export interface ProfileContext {
  information?: string;
  customInstruction?: string;
}

/**
 * The system message with the current profile's information and custom instruction after it, each
 * under its own heading so the model can tell them from the chat's and the project's instructions.
 * Empty parts are left out; without either, the system message is unchanged.
 */
export function withProfileContext(
  systemMessage: string | undefined,
  profile: ProfileContext | undefined,
): string | undefined {
  const parts = [
    systemMessage,
    section('# About the user', profile?.information),
    section('# Custom instruction', profile?.customInstruction),
  ].filter((part): part is string => part !== undefined && part.trim() !== '');
  return parts.length === 0 ? undefined : parts.join('\n\n');
}

function section(heading: string, text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? `${heading}\n\n${trimmed}` : undefined;
}
