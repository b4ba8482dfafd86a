import { variableText, type TemplateVariables } from './template-variables.ts';

/** `{name}`: single braces around a name (interop-formats §6). `{}` and `{"a":1}` are not variables. */
const variablePattern = /\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g;
const variableAtIndex = /\{([A-Za-z_][A-Za-z0-9_.-]*)\}/y;

/**
 * Fills a URL template. Every value is URI-encoded, so an argument can only ever be one piece of a
 * path or a query value: `../admin` or `a&admin=1` stay inside it. The one exception is a variable
 * at the very start filled from the person's settings (`{baseURL}/search?q={query}`): that is the
 * address they chose, inserted as it is. An argument there is encoded like any other.
 */
export function fillURLTemplate(template: string, variables: TemplateVariables): string {
  return template.replace(variablePattern, (_match, name: string, offset: number) => {
    const variable = variables.get(name);
    const text = variableText(variable?.value);
    return offset === 0 && variable?.source === 'setting' ? text : encodeURIComponent(text);
  });
}

/** A JSON string literal's content for a text, without the quotes. */
function jsonStringContent(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/**
 * Fills a JSON template (request headers or body) so that no value can change its structure.
 * Inside a string literal (`"q": "{query}"`) a value is written JSON-escaped, so quotes in it stay
 * text; outside one (`"count": {count}`) it is written as a JSON value (a string gets its quotes,
 * a missing value is `null`). The result is parsed, and refused when the template itself is not JSON.
 */
export function fillJsonTemplate(template: string, variables: TemplateVariables): unknown {
  let filled = '';
  let inString = false;
  let index = 0;
  while (index < template.length) {
    const character = template.charAt(index);
    if (inString && character === '\\') {
      filled += template.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (character === '"') inString = !inString;
    if (character === '{') {
      variableAtIndex.lastIndex = index;
      const match = variableAtIndex.exec(template);
      if (match) {
        const name = match[1] ?? '';
        const value = variables.get(name)?.value;
        filled += inString
          ? jsonStringContent(variableText(value))
          : value === undefined
            ? 'null'
            : JSON.stringify(value);
        index += match[0].length;
        continue;
      }
    }
    filled += character;
    index += 1;
  }
  try {
    return JSON.parse(filled);
  } catch {
    throw new Error("The plugin's request template is not valid JSON once its {variables} are filled.");
  }
}
