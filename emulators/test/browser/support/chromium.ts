// The project's one Chromium launcher (scripts/chromium.ts).
export { CHROMIUM_PATH, launchChromium } from '../../../../scripts/chromium.ts';
