import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The commit the web app is built from, in the same order of sources the server reads its own
 * (GIT_SHA, CONFAB_VERSION, then the checkout's HEAD), so a build and the server started beside it
 * agree and the new-version banner only appears when a newer build is deployed (docs/onboarding.md).
 */
export function readBuildVersion(environment: NodeJS.ProcessEnv = process.env): string {
  const fromEnvironment = environment.GIT_SHA?.trim() || environment.CONFAB_VERSION?.trim();
  if (fromEnvironment) return fromEnvironment;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'dev';
  }
}
