import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's chromium; browser tests skip (saying so once) where it is missing. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`browser tests skipped: no chromium at ${CHROMIUM} (apt-get install chromium)`);

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const WEB_DIST = join(root, 'adapters/web/dist');
export const SCREENSHOTS = join(root, 'test-results/screenshots');

/** Every browser test serves the built app: without it, say what to run. */
export function requireWebBuild(): void {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('The web app is not built: run `make build` (make test does) first.');
}

/**
 * E2E_CPU_THROTTLE=N runs every page's JavaScript N times slower (Chrome's CPU throttling),
 * to see the races that a loaded CI machine shows and a quiet one hides.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? '1');

async function throttled(page: Page): Promise<Page> {
  if (cpuThrottle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  return page;
}

/** Every page the browser or its contexts open is throttled as E2E_CPU_THROTTLE says. */
function throttlingPages(browser: Browser): Browser {
  if (cpuThrottle <= 1) return browser;
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = async (options) => throttled(await newPage(options));
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => throttled(await contextPage());
    return context;
  };
  return browser;
}

/** Launches Debian's chromium; `extraArgs` adds switches (e.g. a fake camera). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  return throttlingPages(browser);
}

/** Saves a full-page screenshot under test-results/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Lets the page's transitions (MUI's fades and collapses, a renderer's) end, so axe sees the
 * final colours: waits two frames (a transition starts on the next one), then for every
 * animation that ends.
 */
export const settle = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    await frame();
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
  });
