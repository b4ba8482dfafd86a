import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';

const compiledEnglishPath = path.resolve(import.meta.dirname, '../src/i18n/compiled/en.json');

/** Syntax tree nodes as the parser gives them: offsets in UTF-16 code units, like JS strings. */
interface SyntaxNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

interface PropertyNode extends SyntaxNode {
  readonly type: 'Property';
  readonly key: SyntaxNode & { readonly name?: unknown; readonly value?: unknown };
  readonly value: SyntaxNode & { readonly value?: unknown };
  readonly computed: boolean;
  readonly shorthand: boolean;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function isNode(value: unknown): value is SyntaxNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

function propertyName(property: PropertyNode): unknown {
  if (property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

/** The properties of an object literal by name (spreads and computed keys left out). */
function namedProperties(node: SyntaxNode): Map<unknown, PropertyNode> {
  const properties = (node as { properties?: unknown }).properties;
  const named = new Map<unknown, PropertyNode>();
  if (!Array.isArray(properties)) return named;
  for (const property of properties as SyntaxNode[]) {
    if (property.type === 'Property')
      named.set(propertyName(property as PropertyNode), property as PropertyNode);
  }
  return named;
}

function descriptorEdit(
  node: SyntaxNode,
  catalogue: ReadonlyMap<string, unknown>,
  fileName: string,
): Edit | undefined {
  const properties = namedProperties(node);
  const defaultMessage = properties.get('defaultMessage');
  if (!defaultMessage) return undefined;
  const id = properties.get('id')?.value.value;
  if (typeof id !== 'string') {
    throw new Error(`${fileName}: a message whose id is not written out (formatjs extract needs it)`);
  }
  if (!catalogue.has(id)) {
    throw new Error(`${fileName}: message ${id} is not in the English catalogue (npm run i18n:extract)`);
  }
  const compiled = JSON.stringify(catalogue.get(id));
  // `{ id: '…', defaultMessage }` names a variable: the whole property is rewritten.
  return defaultMessage.shorthand
    ? { start: defaultMessage.start, end: defaultMessage.end, text: `defaultMessage: ${compiled}` }
    : { start: defaultMessage.value.start, end: defaultMessage.value.end, text: compiled };
}

function collectEdits(
  node: SyntaxNode,
  catalogue: ReadonlyMap<string, unknown>,
  fileName: string,
  edits: Edit[],
): void {
  if (node.type === 'ObjectExpression') {
    const edit = descriptorEdit(node, catalogue, fileName);
    if (edit) edits.push(edit);
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) collectEdits(item, catalogue, fileName, edits);
    } else if (isNode(child)) {
      collectEdits(child, catalogue, fileName, edits);
    }
  }
}

/**
 * Replaces the `defaultMessage` of every message descriptor (`{ id: '…', defaultMessage: '…' }`,
 * also what JSX's `<FormattedMessage id defaultMessage />` compiles to) in one module's JavaScript
 * with the message's compiled English syntax tree. Returns null when there is nothing to replace.
 */
export function inlineEnglishMessages(
  code: string,
  fileName: string,
  catalogue: ReadonlyMap<string, unknown>,
): string | null {
  if (!code.includes('defaultMessage')) return null;
  const parsed = parseSync(fileName, code, { lang: 'js', sourceType: 'module' });
  if (parsed.errors.length > 0) throw new Error(`${fileName}: could not be parsed for its messages`);
  const edits: Edit[] = [];
  collectEdits(parsed.program, catalogue, fileName, edits);
  if (edits.length === 0) return null;
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

export function readCompiledEnglish(): Map<string, unknown> {
  return new Map(Object.entries(JSON.parse(readFileSync(compiledEnglishPath, 'utf8')) as object));
}

/**
 * English text lives in the code that shows it, not in one catalogue on the first load. The
 * English catalogue was 188 KB of the shell chunk, and every message's `defaultMessage` shipped the
 * same text a second time. In the build each `defaultMessage` becomes the message's compiled
 * syntax tree (react-intl formats a tree without the ICU parser, which the build leaves out) and
 * the English catalogue module becomes empty, so a message's text loads with its screen or dialog.
 * German and French keep their catalogues. Tests and the dev server run the source unchanged.
 */
export function englishInCode(): Plugin {
  let catalogue: Map<string, unknown> | undefined;
  return {
    name: 'confab-english-in-code',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      catalogue = readCompiledEnglish();
    },
    transform(code, id) {
      const fileName = id.split('?')[0] ?? id;
      if (fileName === compiledEnglishPath) return { code: 'export default {};', map: null };
      if (fileName.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(fileName)) return null;
      const result = inlineEnglishMessages(code, fileName, catalogue ?? readCompiledEnglish());
      return result === null ? null : { code: result, map: null };
    },
  };
}
