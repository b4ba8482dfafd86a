import type { HostConfig } from '@confab/core';
import { useHostConfig } from './host-config.tsx';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Spec §7: cloud storage, shared links and sharing go to `{orgURL}/api/...` when the host names an
 * organisation host. The prefix for those calls: '' (this origin, as on a plain host) unless
 * `orgURL` is an https address (plain http only on loopback, for local set-ups); a malformed one is
 * ignored rather than sending the person's token somewhere unintended. The org host must allow this
 * app's origin (the server's CORS_ORIGINS).
 */
export function orgApiBase(config: Pick<HostConfig, 'orgURL'>): string {
  const raw = config.orgURL?.trim();
  if (raw === undefined || raw === '') return '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '';
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (!allowed || url.username !== '' || url.password !== '') return '';
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The prefix of the org-bound calls for this host (see orgApiBase). */
export function useOrgApiBase(): string {
  return orgApiBase(useHostConfig());
}
