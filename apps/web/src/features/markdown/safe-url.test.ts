import { describe, expect, it } from 'vitest';
import { imageSourceOf, safeLinkHref } from './safe-url.ts';

describe('safeLinkHref', () => {
  it.each(['https://example.com/a?b=c', 'http://example.com', 'mailto:someone@example.com'])(
    'keeps %s',
    (href) => {
      expect(safeLinkHref(href)).not.toBeNull();
    },
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    '#settings',
    'ftp://example.com',
    '',
  ])('refuses %j', (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });
});

describe('imageSourceOf', () => {
  it('names the host of a remote image', () => {
    expect(imageSourceOf('https://images.example.com:8443/cat.png')).toEqual({
      kind: 'remote',
      url: 'https://images.example.com:8443/cat.png',
      host: 'images.example.com:8443',
    });
  });

  it('treats data: images as embedded and refuses other schemes', () => {
    expect(imageSourceOf('data:image/png;base64,AAAA').kind).toBe('embedded');
    expect(imageSourceOf('data:text/html,<b>x</b>').kind).toBe('refused');
    expect(imageSourceOf('javascript:alert(1)').kind).toBe('refused');
    expect(imageSourceOf('cat.png').kind).toBe('refused');
  });
});
