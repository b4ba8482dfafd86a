// Apart from the texts, so the app's first load reads the routes without the texts themselves.

/** The site's own pages beside the app (spec §2 "Other routes"), each at `/{kind}`. */
export const sitePageKinds = ['privacy', 'terms', 'faqs', 'contact', 'ideas', 'changelog'] as const;
export type LegalPageKind = (typeof sitePageKinds)[number];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function legalPageForPath(pathname: string): LegalPageKind | null {
  const path = withoutTrailingSlash(pathname);
  return sitePageKinds.find((kind) => path === `/${kind}`) ?? null;
}

/** The addresses the app itself answers at `/`; any other path not claimed by a page is not found. */
export function isAppHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
