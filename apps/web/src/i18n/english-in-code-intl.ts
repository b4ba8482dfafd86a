import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
  type MessageFormatElement,
} from 'react-intl';

// One cache for every intl made here: a language switch keeps the formatters already built.
const cache = createIntlCache();

type Format = ReturnType<IntlShape['formatters']['getMessageFormat']>;

// The type of a compiled message's plain-text node: TYPE.literal of the ICU parser, a package the
// app does not depend on itself.
const literalType = 0;

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

/**
 * react-intl formats a message missing from the catalogue through its `defaultMessage` on a slow
 * path: no shortcut for plain text, and a cache keyed by `JSON.stringify` of the message's tree and
 * formats on every call. In the build the English catalogue is empty and English lives in each
 * `defaultMessage` (build/english-in-code.ts), so every English string took that path: in a CPU
 * profile of opening a chat, formatting was the largest part of its render. Here plain text answers
 * at once and a message with values is formatted by a format cached on its tree. Anything else (a
 * translated catalogue, rich text, options, an error to report) goes to react-intl itself.
 */
function englishFromCode(
  intl: IntlShape,
  formats: WeakMap<readonly MessageFormatElement[], Format>,
  descriptor: MessageDescriptor,
  values: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const tree = descriptor.defaultMessage;
  if (!Array.isArray(tree) || intl.locale !== intl.defaultLocale) return undefined;
  if (descriptor.id !== undefined && Object.hasOwn(intl.messages, descriptor.id)) return undefined;
  const [first] = tree;
  const plain = tree.length === 1 && first !== undefined && (first.type as number) === literalType;
  if (plain && 'value' in first && typeof first.value === 'string') return first.value;
  if (values !== undefined && !Object.values(values).every(isPrimitive)) return undefined;
  let format = formats.get(tree);
  if (!format) {
    format = intl.formatters.getMessageFormat(tree, intl.defaultLocale, intl.defaultFormats);
    formats.set(tree, format);
  }
  try {
    const text = format.format(values as Record<string, string | number | boolean | null | undefined>);
    return typeof text === 'string' ? text : undefined;
  } catch {
    // A missing value: react-intl reports it and falls back as it always has.
    return undefined;
  }
}

/** react-intl's intl for `locale`, formatting English from the code without its slow path. */
export function createAppIntl(
  locale: string,
  defaultLocale: string,
  messages: Record<string, MessageFormatElement[]>,
): IntlShape {
  const intl = createIntl({ locale, defaultLocale, messages }, cache);
  const formats = new WeakMap<readonly MessageFormatElement[], Format>();
  const original = intl.formatMessage;
  const formatMessage = ((
    descriptor: MessageDescriptor,
    values?: Readonly<Record<string, unknown>>,
    options?: unknown,
  ) =>
    (options === undefined ? englishFromCode(intl, formats, descriptor, values) : undefined) ??
    // Forwarded as given: react-intl's overloads type what callers may pass.
    (original as (...args: unknown[]) => unknown)(descriptor, values, options)) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}
