import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../persistence/seeds/demo-park-data';
import { openTestPark, type TestPark } from '../../http/testing/test-park';
import { hasChromium, launchChromium, screenshot, WEB_DIST } from './browser';

const CODE = 'q8Zr3-xK_0aPLm2vYt7QwE9nB4cD1fG6hJ5kS8uV0wXa';
const CAMERA_CODE = 'Mn0-bV9cX8zL7kJ6hG5fD4sA3pO2iU1yT0rE9wQ8_eR7';

/**
 * A camera picture for chromium's fake camera: one Y4M frame (640 × 480, 4:2:0), grey, with
 * the QR code of `code` in its middle on a white quiet zone, as a phone would see a ticket.
 */
function qrVideoFrame(code: string): Buffer {
  const [width, height, cell] = [640, 480, 8];
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 8) * cell;
  const [left, top] = [(width - side) / 2, (height - side) / 2];
  const luma = Buffer.alloc(width * height, 140);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const [row, col] = [Math.floor(y / cell) - 4, Math.floor(x / cell) - 4];
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      luma[(top + y) * width + left + x] = inside && modules.get(row, col) ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = `YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`;
  return Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * The gate's answers, until the server has POST /gate/check-in: a code is admitted once, then
 * answered 409 already-used with when and at which gate (DECISIONS.md's bodies). Records what
 * the page sent.
 */
function fakeGate(page: Page) {
  const sent: { code: string; gate?: string }[] = [];
  const used = new Map<string, { usedAt: string; gate: string | null }>();
  void page.route('**/gate/check-in', async (route: Route) => {
    const body = route.request().postDataJSON() as { code: string; gate?: string };
    sent.push(body);
    const earlier = used.get(body.code);
    if (earlier) {
      await route.fulfill({ status: 409, json: { result: 'already-used', ...earlier } });
      return;
    }
    used.set(body.code, { usedAt: new Date().toISOString(), gate: body.gate ?? null });
    const visitDate = new Date().toISOString().slice(0, 10);
    await route.fulfill({
      status: 200,
      json: { result: 'admitted', type: 'standard', visitDate, orderId: 4127 },
    });
  });
  return sent;
}

/**
 * E-tickets in a real browser against the real server: the visitor's download link after
 * checkout and in Recent Orders; the Gate page checking a typed code in (ADMITTED, then
 * REFUSED), remembering its gate name, and reading a QR code from a camera (chromium's fake
 * camera shows a ticket's QR code; the page decodes it with jsQR, as a browser without
 * BarcodeDetector does). The gate's answers are the fake above until the server has the route.
 * Screenshots: test-results/screenshots/gate-*.png.
 */
describe.skipIf(!hasChromium)('browser: e-tickets and the gate', () => {
  let park: TestPark;
  let browser: Browser;
  let dir: string;
  const errors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html')))
      throw new Error('The web app is not built: run `make build` (make test does) first.');
    park = await openTestPark('pglite', { env: { WEB_DIST } });
    dir = await mkdtemp(join(tmpdir(), 'gate-camera-'));
    const video = join(dir, 'ticket.y4m');
    await writeFile(video, qrVideoFrame(CAMERA_CODE));
    browser = await launchChromium([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await park?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function newPage(width = 1280, height = 900): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    if (width >= 1280) await context.grantPermissions(['camera']);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }
  const settle = (page: Page) => page.waitForTimeout(400);

  async function logInEmployee(page: Page, who: 'staff' | 'manager') {
    const { email, password } = DEMO_ACCOUNTS[who];
    await page.goto(`${park.url}/employee/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL(who === 'staff' ? '**/employee/profile' : '**/manager/dashboard');
  }

  it('offers the visitor the tickets PDF after checkout and in Recent Orders', async () => {
    const page = await newPage();
    const { email, password } = DEMO_ACCOUNTS.visitor;
    await page.goto(`${park.url}/login`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`${park.url}/tickets`);
    const more = (label: string) => page.getByRole('button', { name: `Increase ${label}` });
    await more('Standard Ticket').click();
    await more('Child Ticket').click();
    const id = await page
      .getByRole('heading', { name: 'Sky Wheel', exact: true })
      .getAttribute('id');
    await page.locator(`button[aria-describedby="${id}"]`).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Cart, 1 item/ }).waitFor();

    await page.goto(`${park.url}/checkout`);
    const fill = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).fill(value);
    await fill('Phone', '512-555-0100');
    await fill('Address', '1 Main St');
    await fill('City', 'Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await fill('Zipcode', '78701');
    await page.getByRole('button', { name: 'Complete order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank you! Your order has been confirmed!' });
    await dialog.waitFor({ timeout: 10_000 });
    const link = dialog.getByRole('link', { name: 'Download your tickets (PDF)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/orders\/\d+\/tickets\.pdf$/);
    await settle(page);
    await screenshot(page, 'gate-1-checkout-confirmed');
    // Keyboard: the dialog focuses "Return to home"; Shift+Tab reaches the link.
    await page.keyboard.press('Shift+Tab');
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);

    await page.goto(`${park.url}/user/recent-orders?type=tickets`);
    const orderId = /\d+/.exec(href!)![0];
    const recent = page.getByRole('link', { name: `Download tickets (PDF) of order ${orderId}` });
    expect(await recent.getAttribute('href')).toBe(href);
    await screenshot(page, 'gate-2-recent-orders');
  });

  it('checks a typed code in: ADMITTED, then REFUSED for the second scan', async () => {
    const page = await newPage();
    const sent = fakeGate(page);
    await logInEmployee(page, 'staff');
    await page.getByRole('link', { name: 'Gate' }).click();
    await page.getByRole('heading', { name: 'Gate', level: 1 }).waitFor();
    const field = page.getByLabel('Ticket code');
    await page.getByLabel('Gate name').fill('Gate North');
    await field.click();
    await page.keyboard.type(CODE);
    await page.keyboard.press('Enter');
    const answer = page.getByRole('status');
    await expect.poll(() => answer.innerText()).toContain('ADMITTED');
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByTestId('gate-count').innerText()).toBe('1');
    expect(sent).toEqual([{ code: CODE, gate: 'Gate North' }]);
    await settle(page);
    await screenshot(page, 'gate-3-admitted');

    // The scanner types the same code again into the (focused, empty) field.
    await page.keyboard.type(CODE);
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.innerText()).toContain('REFUSED');
    expect(await answer.innerText()).toMatch(/Already used at \d\d:\d\d at Gate North/);
    expect(await page.getByTestId('gate-count').innerText()).toBe('1');
    await settle(page);
    await screenshot(page, 'gate-4-refused');

    // The gate name stays on the device.
    await page.reload();
    await page.getByRole('heading', { name: 'Gate', level: 1 }).waitFor();
    expect(await page.getByLabel('Gate name').inputValue()).toBe('Gate North');
    expect(await page.getByTestId('gate-count').innerText()).toBe('1');
  });

  it('reads a QR code from the camera with jsQR where there is no BarcodeDetector', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    const sent = fakeGate(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await logInEmployee(page, 'manager');
    await page.getByRole('link', { name: 'Gate' }).click();
    await page.getByRole('heading', { name: 'Gate', level: 1 }).waitFor();
    // jsQR loads with the first camera scan, not with the page.
    expect(scripts.some((url) => /jsQR/i.test(url))).toBe(false);
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await page.getByRole('button', { name: 'Stop camera' }).waitFor();
    const answer = page.getByRole('status');
    await expect.poll(() => answer.innerText(), { timeout: 15_000 }).toContain('ADMITTED');
    expect(sent[0]).toEqual({ code: CAMERA_CODE });
    expect(scripts.some((url) => /jsQR/i.test(url))).toBe(true);
    await screenshot(page, 'gate-5-camera');
    // The same code held in view is not sent again.
    await page.waitForTimeout(1000);
    expect(sent).toHaveLength(1);
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByRole('button', { name: 'Scan with camera' }).waitFor();
  });

  it('fits a phone: the answer under the field, the count below', async () => {
    const page = await newPage(390, 844);
    fakeGate(page);
    await logInEmployee(page, 'staff');
    await page.goto(`${park.url}/employee/gate`);
    await page.getByRole('heading', { name: 'Gate', level: 1 }).waitFor();
    await page.getByLabel('Ticket code').fill(CODE);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').innerText()).toContain('ADMITTED');
    await settle(page);
    await screenshot(page, 'gate-6-phone');
    expect(errors).toEqual([]);
  });
});
