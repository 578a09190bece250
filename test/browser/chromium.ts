/**
 * The one way the browser tests start Debian's Chromium (playwright-core, never a downloaded
 * browser): its path (`CHROMIUM_PATH`, else /usr/bin/chromium) and the flags this machine's
 * closed network and root user need.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws with the install command when Chromium is missing (.ci/run installs it). */
export function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (see .ci/run)`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}
