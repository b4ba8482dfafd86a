import type { HostConfig } from '@confab/core';

/** A link of the workspace menu; `label` names one of `linkLabels` in workspace-menu-messages.ts. */
export interface MenuLink {
  label: MenuLinkLabel;
  href: string;
}

export type MenuLinkLabel =
  | 'faqs'
  | 'docs'
  | 'changelog'
  | 'reportBug'
  | 'suggestFeatures'
  | 'privacy'
  | 'terms'
  | 'contact'
  | 'admin'
  | 'about'
  | 'feedback'
  | 'support'
  | 'translate';

/**
 * Confab's own pages, used where the host names none. There is no default for the docs: Confab has
 * no documentation site of its own to point at, so "Docs" shows only when a host configures one.
 */
const confabDefaults = {
  privacy: '/privacy',
  terms: '/terms',
  faqs: '/faqs',
  contact: '/contact',
  changelog: '/changelog',
  ideas: '/ideas',
} as const;

/** A host sends an empty string to switch a link off. */
function linkOrDefault(configured: string | undefined, fallback: string | undefined): string | undefined {
  if (configured === undefined) return fallback;
  return configured.trim() === '' ? undefined : configured;
}

function present(links: readonly { label: MenuLinkLabel; href: string | undefined }[]): MenuLink[] {
  return links.flatMap(({ label, href }) => (href === undefined ? [] : [{ label, href }]));
}

/** Support and help (agents-sync-keys §2 "help links"): FAQ, docs, changelog, bug report, ideas. */
export function helpLinks(hostConfig: HostConfig): MenuLink[] {
  const { links } = hostConfig;
  // Spec §6: a hosted deployment hides Confab's support links; its own links are in the footer.
  if (hostConfig.hosted) return [];
  return present([
    { label: 'faqs', href: linkOrDefault(links.faqs, confabDefaults.faqs) },
    { label: 'docs', href: linkOrDefault(links.docs, undefined) },
    { label: 'changelog', href: confabDefaults.changelog },
    // A host's feedback address takes bug reports; Confab's own go through its contact page.
    { label: 'reportBug', href: linkOrDefault(links.feedback, confabDefaults.contact) },
    { label: 'suggestFeatures', href: confabDefaults.ideas },
  ]);
}

/**
 * Footer links (spec §2): unmanaged hosts show Confab's privacy, terms, FAQ and contact pages; a
 * managed host shows its own, plus its admin page when it runs without subscriptions.
 */
export function footerLinks(hostConfig: HostConfig): MenuLink[] {
  const { links } = hostConfig;
  const footer = hostConfig.hosted
    ? hostedFooterLinks(hostConfig)
    : present([
        { label: 'privacy', href: linkOrDefault(links.privacy, confabDefaults.privacy) },
        { label: 'terms', href: linkOrDefault(links.terms, confabDefaults.terms) },
        { label: 'faqs', href: linkOrDefault(links.faqs, confabDefaults.faqs) },
        { label: 'contact', href: linkOrDefault(links.contact, confabDefaults.contact) },
      ]);
  if (hostConfig.managed && !hostConfig.allowSubscriptions && hostConfig.disableAdminLink !== true) {
    const admin = linkOrDefault(links.admin, '/admin');
    if (admin !== undefined) footer.push({ label: 'admin', href: admin });
  }
  return footer;
}

/** Spec §6: a hosted deployment shows the links its host config names, and none of Confab's. */
function hostedFooterLinks({ links }: HostConfig): MenuLink[] {
  return present([
    { label: 'privacy', href: linkOrDefault(links.privacy, undefined) },
    { label: 'terms', href: linkOrDefault(links.terms, undefined) },
    { label: 'faqs', href: linkOrDefault(links.faqs, undefined) },
    { label: 'docs', href: linkOrDefault(links.docs, undefined) },
    { label: 'contact', href: linkOrDefault(links.contact, undefined) },
    { label: 'about', href: linkOrDefault(links.about, undefined) },
    { label: 'feedback', href: linkOrDefault(links.feedback, undefined) },
    { label: 'support', href: linkOrDefault(links.supportIframeURL, undefined) },
    { label: 'translate', href: linkOrDefault(links.translationContribution, undefined) },
  ]);
}

/** Links to other sites open in a new tab; the app's own pages replace the app. */
export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
