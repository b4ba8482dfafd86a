/** The console's sections, in the order of its navigation. */
export const adminSections = [
  'branding',
  'features',
  'models',
  'agents',
  'members',
  'licences',
  'audit',
] as const;

export type AdminSection = (typeof adminSections)[number];

const sectionSet: ReadonlySet<string> = new Set(adminSections);

function isAdminSection(value: string | null): value is AdminSection {
  return value !== null && sectionSet.has(value);
}

/** Whether the page at this path is the admin console (`/admin`, `/admin/onboarding`, `/admin/billing/subscribe`). */
export function isAdminConsolePath(pathname: string): boolean {
  return ['/admin', '/admin/', '/admin/onboarding', '/admin/billing/subscribe'].includes(pathname);
}

/**
 * The section a location opens. The spec's links land where they mean: the onboarding step
 * `branding-and-theme` on Branding, the start-trial link on Licences and billing.
 */
export function sectionForLocation({ pathname, search }: { pathname: string; search: string }): AdminSection {
  const query = new URLSearchParams(search);
  if (pathname === '/admin/billing/subscribe') return 'licences';
  if (pathname === '/admin/onboarding') return 'branding';
  const section = query.get('section');
  return isAdminSection(section) ? section : 'branding';
}

export function sectionHref(section: AdminSection): string {
  return section === 'branding' ? '/admin' : `/admin?section=${section}`;
}
