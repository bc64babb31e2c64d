// Debian's Chromium and the flags every script and test starts it with: headless, no
// background traffic of its own, so that what is recorded is only what the page fetches.
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
