import { chromium, type Browser, type LaunchOptions } from '@playwright/test';

/** The system Chromium; never a downloaded browser (ARCHITECTURE §9). */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
