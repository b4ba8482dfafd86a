import { describe, expect, it } from 'vitest';
import { fillJsonTemplate, fillURLTemplate } from './fill-template.ts';
import { templateVariables } from './template-variables.ts';

const variables = templateVariables(
  { query: 'a&b=1 "quoted" ../x', count: 3, flag: true, tags: ['x', 'y'], apiKey: 'from-model' },
  new Map<string, string | number | boolean>([
    ['baseURL', 'https://api.example.com/v1'],
    ['apiKey', 'person-key'],
  ]),
);

describe('fillURLTemplate', () => {
  it('URI-encodes every value, so an argument stays one query value or path piece', () => {
    expect(fillURLTemplate('https://x.test/search/{query}?q={query}&n={count}', variables)).toBe(
      'https://x.test/search/a%26b%3D1%20%22quoted%22%20..%2Fx?q=a%26b%3D1%20%22quoted%22%20..%2Fx&n=3',
    );
  });

  it('inserts a setting at the very start as it is, but never an argument there', () => {
    expect(fillURLTemplate('{baseURL}/search?key={apiKey}', variables)).toBe(
      'https://api.example.com/v1/search?key=person-key',
    );
    expect(fillURLTemplate('{query}/x', variables)).toBe('a%26b%3D1%20%22quoted%22%20..%2Fx/x');
  });

  it('leaves a missing value empty', () => {
    expect(fillURLTemplate('https://x.test/?page={page}', variables)).toBe('https://x.test/?page=');
  });
});

describe('fillJsonTemplate', () => {
  it('escapes values inside strings, so quotes cannot end the string', () => {
    expect(fillJsonTemplate('{"q": "find {query} now", "key": "{apiKey}"}', variables)).toEqual({
      q: 'find a&b=1 "quoted" ../x now',
      key: 'person-key',
    });
  });

  it('writes values outside strings as JSON values, a missing one as null', () => {
    expect(
      fillJsonTemplate(
        '{"n": {count}, "on": {flag}, "tags": {tags}, "q": {query}, "m": {missing}}',
        variables,
      ),
    ).toEqual({ n: 3, on: true, tags: ['x', 'y'], q: 'a&b=1 "quoted" ../x', m: null });
  });

  it('keeps escaped quotes and objects of the template intact', () => {
    expect(fillJsonTemplate('{"a": "say \\"{count}\\"", "b": {}, "c": {"d": 1}}', variables)).toEqual({
      a: 'say "3"',
      b: {},
      c: { d: 1 },
    });
  });

  it('refuses a template that is not JSON', () => {
    expect(() => fillJsonTemplate('{"a": }', variables)).toThrow(/not valid JSON/);
  });
});
