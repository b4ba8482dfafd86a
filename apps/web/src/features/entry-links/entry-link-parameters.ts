/** What a home-page entry link asks for (spec §2 query parameters). */
export interface EntryLinkRequest {
  /** An agent's id or name: the new chat is started with it. */
  agent?: string;
  chatTitle?: string;
  /** Text placed in the composer. */
  message?: string;
  /** Send `message` at once instead of leaving it in the composer. */
  sendFirstMessage: boolean;
  /** Text fetched from here becomes the new chat's system message. */
  initialContextURL?: string;
}

/**
 * The parameters this feature acts on or keeps, and so removes from the address. Others (`character`,
 * `import_plugin`, `shared_chat`) belong to the features that read them; each removes its own.
 */
const handledParameters = [
  'agent',
  'chatTitle',
  'message',
  'send-first-message',
  'initialContextURL',
  'safe_mode',
  'debug',
  'ref',
] as const;

/** `ref` and every `utm_*` parameter: where the visitor came from, kept for this tab only. */
export function isAttributionParameter(name: string): boolean {
  return name === 'ref' || name.startsWith('utm_');
}

function isHandledParameter(name: string): boolean {
  return (handledParameters as readonly string[]).includes(name) || isAttributionParameter(name);
}

function nonEmpty(parameters: URLSearchParams, name: string): string | undefined {
  const value = parameters.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** `send-first-message` with no value, or any value but `false` and `0`, turns sending on. */
function flagSet(parameters: URLSearchParams, name: string): boolean {
  const value = parameters.get(name);
  return value !== null && value !== 'false' && value !== '0';
}

export function readEntryLinkRequest(parameters: URLSearchParams): EntryLinkRequest {
  const agent = nonEmpty(parameters, 'agent');
  const chatTitle = nonEmpty(parameters, 'chatTitle');
  // Not trimmed: a prefilled message keeps its line breaks; blank text is no message.
  const message = parameters.get('message') ?? undefined;
  const initialContextURL = nonEmpty(parameters, 'initialContextURL');
  return {
    ...(agent === undefined ? {} : { agent }),
    ...(chatTitle === undefined ? {} : { chatTitle }),
    ...(message === undefined || message.trim() === '' ? {} : { message }),
    sendFirstMessage: flagSet(parameters, 'send-first-message'),
    ...(initialContextURL === undefined ? {} : { initialContextURL }),
  };
}

/** True when the link asks for a chat of its own rather than the usual new-chat screen. */
export function startsNewChat(request: EntryLinkRequest): boolean {
  return (
    request.agent !== undefined || request.chatTitle !== undefined || request.initialContextURL !== undefined
  );
}

/**
 * The address with this feature's parameters gone, the rest and the hash kept: `/` for a link that
 * carried only ours. The path is always `/`, as entry links act on the home page only.
 */
export function addressWithoutEntryParameters(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (!isHandledParameter(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return `/${search === '' ? '' : `?${search}`}${url.hash}`;
}

export function hasHandledParameters(parameters: URLSearchParams): boolean {
  for (const name of parameters.keys()) {
    if (isHandledParameter(name)) return true;
  }
  return false;
}
