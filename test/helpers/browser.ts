import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { ROOT } from './integration.js';
import { availability, type Availability } from './requirements.js';
import { HEADLESS_CHROMIUM_ARGS } from '../../viewer/headless-chromium.js';

/** Debian's chromium (`apt-get install -y chromium`; .ci/run installs it). */
export const CHROMIUM = process.env.VIEWER_CHROMIUM ?? '/usr/bin/chromium';
/** Where the browser tests leave a screenshot of each view (git-ignored). */
export const SCREENSHOTS = join(ROOT, '.cache', 'viewer-screenshots');

/** Whether the browser tests can run (see `availability`). */
export function browserAvailability(): Availability {
  return availability(
    existsSync(CHROMIUM),
    "the viewer's browser tests",
    `no Chromium at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\` (or set VIEWER_CHROMIUM)`,
  );
}

/** A headless Chromium with a fresh profile, nothing fetched from outside. */
export function launchChromium(): Promise<BrowserContext> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'gm-view-chromium-')), {
    executablePath: CHROMIUM,
    viewport: { width: 1300, height: 900 },
    args: [...HEADLESS_CHROMIUM_ARGS],
  });
}
