import { describe, expect, it } from 'vitest';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { footerLinks, helpLinks, isExternalLink } from './menu-links.ts';

const host = (change: Partial<HostConfig>): HostConfig => ({ ...defaultHostConfig, ...change });

describe('workspace menu links', () => {
  it("use Confab's own pages by default, without a docs link it does not have", () => {
    expect(helpLinks(defaultHostConfig)).toEqual([
      { label: 'faqs', href: '/faqs' },
      { label: 'changelog', href: '/changelog' },
      { label: 'reportBug', href: '/contact' },
      { label: 'suggestFeatures', href: '/ideas' },
    ]);
    expect(footerLinks(defaultHostConfig).map((link) => link.href)).toEqual([
      '/privacy',
      '/terms',
      '/faqs',
      '/contact',
    ]);
  });

  it("take the host's links, and an empty one switches a link off", () => {
    const config = host({
      links: {
        docs: 'https://docs.example.org',
        feedback: 'https://example.org/bugs',
        faqs: '',
        contact: '',
      },
    });
    expect(helpLinks(config).map((link) => link.label)).toEqual([
      'docs',
      'changelog',
      'reportBug',
      'suggestFeatures',
    ]);
    expect(helpLinks(config).find((link) => link.label === 'reportBug')?.href).toBe(
      'https://example.org/bugs',
    );
    expect(footerLinks(config).map((link) => link.label)).toEqual(['privacy', 'terms']);
  });

  it('add the admin page on managed hosts without subscriptions, unless switched off', () => {
    expect(footerLinks(host({ managed: true })).at(-1)).toEqual({ label: 'admin', href: '/admin' });
    expect(
      footerLinks(host({ managed: true, allowSubscriptions: true })).map((link) => link.label),
    ).not.toContain('admin');
    expect(
      footerLinks(host({ managed: true, links: { admin: '' } })).map((link) => link.label),
    ).not.toContain('admin');
  });

  it('honour disableAdminLink on a managed host without subscriptions', () => {
    expect(
      footerLinks(host({ managed: true, disableAdminLink: true })).map((link) => link.label),
    ).not.toContain('admin');
  });

  it("show a hosted deployment's own links only, and none of Confab's support links", () => {
    const config = host({
      hosted: true,
      links: {
        privacy: 'https://acme.example/privacy',
        about: 'https://acme.example/about',
        feedback: 'https://acme.example/feedback',
        supportIframeURL: 'https://acme.example/support',
        translationContribution: 'https://acme.example/translate',
        docs: '',
      },
    });
    expect(helpLinks(config)).toEqual([]);
    expect(footerLinks(config)).toEqual([
      { label: 'privacy', href: 'https://acme.example/privacy' },
      { label: 'about', href: 'https://acme.example/about' },
      { label: 'feedback', href: 'https://acme.example/feedback' },
      { label: 'support', href: 'https://acme.example/support' },
      { label: 'translate', href: 'https://acme.example/translate' },
    ]);
  });

  it('open only other sites in a new tab', () => {
    expect(isExternalLink('https://docs.example.org')).toBe(true);
    expect(isExternalLink('/faqs')).toBe(false);
    expect(isExternalLink('#settings/api-keys')).toBe(false);
  });
});
