export interface WebArea {
  kind: string;
  name: string;
  inside: string[];
}
export function webAreaOfPath(relativePath: string): WebArea | null;
export function webFeatureViolation(
  importerRelative: string,
  targetRelative: string,
  options?: { dynamic?: boolean },
): string | null;
