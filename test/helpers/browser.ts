import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { ROOT } from './integration.js';
import { HEADLESS_CHROMIUM_ARGS } from '../../viewer/headless-chromium.js';

/** Debian's chromium (`apt-get install -y chromium`; .ci/run installs it). */
export const CHROMIUM = process.env.VIEWER_CHROMIUM ?? '/usr/bin/chromium';
/** Where the browser tests leave a screenshot of each view (git-ignored). */
export const SCREENSHOTS = join(ROOT, '.cache', 'viewer-screenshots');

/**
 * Whether the browser tests can run. Under CI=true a missing browser is a
 * failure, not a skip (the caller asserts on `missing`); elsewhere they are
 * skipped, and this says so loudly on stderr.
 */
export function browserAvailability(): { available: boolean; missing: string | null } {
  if (existsSync(CHROMIUM)) return { available: true, missing: null };
  const missing = `no Chromium at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\` (or set VIEWER_CHROMIUM)`;
  if (process.env.CI !== 'true') process.stderr.write(`\n${'!'.repeat(78)}\n!! SKIPPING the viewer's browser tests: ${missing}\n${'!'.repeat(78)}\n\n`);
  return { available: false, missing };
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
