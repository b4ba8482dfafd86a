// Apart from the texts, so the app's first load reads the routes without the texts themselves.
export type LegalPageKind = 'privacy' | 'terms';

export function legalPageForPath(pathname: string): LegalPageKind | null {
  if (pathname === '/privacy') return 'privacy';
  if (pathname === '/terms') return 'terms';
  return null;
}
