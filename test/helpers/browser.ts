import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ROOT } from './integration.js';
import { requirement, type Requirement } from './requirement.js';
import { HEADLESS_CHROMIUM_ARGS } from '../../viewer/headless-chromium.js';

/** Debian's chromium (`apt-get install -y chromium`; .ci/run installs it). */
export const CHROMIUM = process.env.VIEWER_CHROMIUM ?? '/usr/bin/chromium';
/** Where the browser tests leave a screenshot of each view (git-ignored). */
export const SCREENSHOTS = join(ROOT, '.cache', 'viewer-screenshots');

/** Whether the browser tests can run (skipped loudly without Chromium; under CI=true, failed: see requirement.ts). */
export function browserAvailability(): Requirement {
  const missing = existsSync(CHROMIUM)
    ? null
    : `no Chromium at ${CHROMIUM}: install it with \`apt-get update && apt-get install -y chromium\` (or set VIEWER_CHROMIUM)`;
  return requirement("the viewer's browser tests", missing);
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

/** Open `url` in a new page that records every console error and uncaught exception into `problems`. */
export async function openPage(browser: BrowserContext, url: string, problems: string[]): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${url}: console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${url}: ${e.message}`));
  await page.goto(url);
  return page;
}

/** Save the whole page as SCREENSHOTS/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** How many pixels of a canvas are not transparent: a chart library drew something. */
export function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((el: unknown) => {
    const c = el as {
      width: number;
      height: number;
      getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
    };
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return n;
  });
}
