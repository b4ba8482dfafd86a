import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';

/** The system Chromium people run; never a downloaded browser (ARCHITECTURE §9). The benchmark uses it. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same engine without the desktop browser around it. A test
 * costs about half the CPU it costs in full Chromium, which halves the e2e run on a two-core machine.
 * `.ci/run` installs it; without it the tests fall back to full Chromium.
 */
const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';
const testExecutablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumExecutablePath);

export const chromiumArguments = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArguments,
  headless: true,
};

/**
 * What the end-to-end tests launch. Without V8's optimising tiers (Maglev, TurboFan): each test's
 * page lives a few seconds, and compiling optimised code it hardly runs cost CPU the two-core machine
 * does not have (five spec files: 175 → 156 s, mean of two runs each). The benchmark keeps them.
 */
export const testChromiumLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: testExecutablePath,
  args: [...chromiumArguments, '--js-flags=--no-opt --no-maglev'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
