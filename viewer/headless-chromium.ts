/**
 * How the viewer's browser tests and its benchmark start Debian's Chromium
 * headless on a machine with no network beyond loopback: without the
 * background-networking flags Chromium keeps trying hosts it cannot reach.
 */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
