import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectDeceptiveLink } from './deceptive-link.ts';

const label = fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/);
const host = fc
  .tuple(label, fc.constantFrom('com', 'org', 'net', 'example'))
  .map(([name, top]) => `${name}.${top}`);
const zeroWidth = fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD');

describe('detectDeceptiveLink', () => {
  it('lets a link whose text names its own host pass, with or without scheme, path or www', () => {
    fc.assert(
      fc.property(host, fc.constantFrom('', 'https://', 'http://www.'), (name, prefix) => {
        expect(detectDeceptiveLink(`${prefix}${name}/path`, `https://${name}/path?q=1`)).toBeNull();
      }),
    );
  });

  it('flags text that names another host, and gives the real destination', () => {
    fc.assert(
      fc.property(host, host, (shown, real) => {
        fc.pre(shown !== real);
        expect(detectDeceptiveLink(shown, `https://${real}/`)).toEqual({
          reason: 'different-host',
          destination: `https://${real}/`,
          host: real,
        });
      }),
    );
  });

  it('flags a trusted name used as a sub-domain of another host', () => {
    expect(
      detectDeceptiveLink('https://paypal.com/login', 'https://paypal.com.evil.example/login'),
    ).toMatchObject({
      reason: 'different-host',
      host: 'paypal.com.evil.example',
    });
  });

  it('flags look-alike characters and shows the destination in punycode', () => {
    // A Cyrillic "а" in place of the Latin "a".
    expect(detectDeceptiveLink('pаypal.com', 'https://pаypal.com/')).toEqual({
      reason: 'look-alike',
      destination: 'https://xn--pypal-4ve.com/',
      host: 'xn--pypal-4ve.com',
    });
    // Full-width letters become ASCII under NFKC: the same host, still written to deceive.
    expect(detectDeceptiveLink('ｐａｙｐａｌ.com', 'https://paypal.com/')?.reason).toBe('look-alike');
  });

  it('flags invisible characters anywhere in a host-like text', () => {
    fc.assert(
      fc.property(host, zeroWidth, fc.nat(), (name, invisible, at) => {
        const position = at % (name.length + 1);
        const text = `${name.slice(0, position)}${invisible}${name.slice(position)}`;
        expect(detectDeceptiveLink(text, `https://${name}/`)?.reason).toBe('hidden-characters');
      }),
    );
  });

  it('leaves links alone whose text is no host, and hrefs that are not http(s)', () => {
    for (const text of ['the docs', 'v1.2', 'e.g.', 'Read more', '']) {
      expect(detectDeceptiveLink(text, 'https://evil.example/')).toBeNull();
    }
    expect(detectDeceptiveLink('example.com', 'mailto:someone@other.example')).toBeNull();
    expect(detectDeceptiveLink('example.com', 'not a url')).toBeNull();
  });
});
