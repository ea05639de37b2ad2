// Debian's Chromium and the flags every browser test and the benchmark start it with (no jest import here:
// `npm run bench:web` runs outside jest).
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
