import { describe, expect, it } from 'vitest';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { displayedBrand, documentTitle, hostHue, safeImageURL } from './brand-text.ts';

const host = (change: Partial<HostConfig>): HostConfig => ({ ...defaultHostConfig, ...change });

describe('host branding', () => {
  it.each([
    [{}, 'Confab'],
    [{ brand: 'Acme' }, 'Acme'],
    [{ brand: 'Acme', name: 'Acme Inc.' }, 'Acme Inc.'],
    [{ brand: 'Acme', name: 'Acme Inc.', displayBrand: 'Acme Chat' }, 'Acme Chat'],
    [{ brand: 'Acme', displayBrand: '  ' }, 'Acme'],
  ] as const)('names the host %o as %s', (change, expected) => {
    expect(displayedBrand(host(change))).toBe(expected);
  });

  it('puts the tagline after the brand in the document title', () => {
    expect(documentTitle(host({ brand: 'Acme' }))).toBe('Acme');
    expect(documentTitle(host({ brand: 'Acme', tagline: 'Chat at work' }))).toBe('Acme – Chat at work');
  });

  it.each([
    ['/logo.png', '/logo.png'],
    ['https://cdn.example/logo.svg', 'https://cdn.example/logo.svg'],
    ['http://intranet.example/logo.png', 'http://intranet.example/logo.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//evil.example/logo.png', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('lets only image addresses into <img src>: %s', (address, expected) => {
    expect(safeImageURL(address)).toBe(expected);
  });

  it('reads sidebarColorHue as a hue from 0 to 359', () => {
    expect(hostHue(host({}))).toBeUndefined();
    expect(hostHue(host({ sidebarColorHue: 210 }))).toBe(210);
    expect(hostHue(host({ sidebarColorHue: -30 }))).toBe(330);
    expect(hostHue(host({ sidebarColorHue: Number.NaN }))).toBeUndefined();
  });
});
