import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInAnswerOf } from '../../api/gate-api';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager, staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { CAMERA_DENIED, cameraProblem, NO_CAMERA, NO_CAMERA_HERE } from './camera-scanner';
import { NOT_ALLOWED, NO_ANSWER, SESSION_ENDED } from './gate-messages';
import { checkInsKey, GATE_NAME_KEY } from './gate-storage';

const TODAY = '2026-12-12';
const CODE = 'q8Zr3-xK_0aPLm2vYt7QwE9nB4cD1fG6hJ5kS8uV0wXa';
const OTHER = 'Zq1_w2-E3r4T5y6U7i8O9p0AaSsDdFfGgHhJjKkLlZzX';

const parkInfo: FakeAnswer = {
  status: 200,
  body: {
    name: 'Dreamland Park',
    timeZone: 'America/Chicago',
    today: TODAY,
    dailyCapacity: 5000,
    dailyExpressCapacity: 500,
  },
};

const admitted: FakeAnswer = {
  status: 200,
  body: { result: 'admitted', type: 'standard', visitDate: TODAY, orderId: 41 },
};
// 16:42 UTC is 10:42 in Chicago in December.
const alreadyUsed: FakeAnswer = {
  status: 409,
  body: { result: 'already-used', usedAt: '2026-12-12T16:42:00.000Z', gate: 'Gate North' },
};

// The panel's words are adapters/reports/gate-answer.ts's, tested there with the CLI's.
describe("the gate's answers the page believes", () => {
  it("takes only the gate's bodies, with the status each comes with, as verdicts", () => {
    expect(checkInAnswerOf(404, { result: 'unknown' })).toEqual({ result: 'unknown' });
    expect(checkInAnswerOf(404, { message: 'Not found' })).toBeNull();
    expect(checkInAnswerOf(200, { result: 'void' })).toBeNull();
    expect(
      checkInAnswerOf(409, { result: 'admitted', type: 'child', visitDate: TODAY, orderId: 1 }),
    ).toBeNull();
    expect(checkInAnswerOf(409, { result: 'wrong-day' })).toBeNull();
    expect(checkInAnswerOf(409, { result: 'closed' })).toEqual({ result: 'closed' });
    expect(checkInAnswerOf(200, { result: 'closed' })).toBeNull();
    expect(checkInAnswerOf(409, '<html>')).toBeNull();
  });

  it('holds each body to the contract’s shape (adapters/contract/tickets.ts)', () => {
    const used = { result: 'already-used', usedAt: '2026-12-12T16:42:00.000Z', gate: null };
    expect(checkInAnswerOf(409, used)).toEqual(used);
    expect(checkInAnswerOf(409, { ...used, gate: 'Gate North' })).toEqual({
      ...used,
      gate: 'Gate North',
    });
    // A used ticket always says when: without usedAt the body is not the gate's.
    expect(checkInAnswerOf(409, { result: 'already-used', gate: 'East' })).toBeNull();
    expect(checkInAnswerOf(409, { ...used, usedAt: null })).toBeNull();
    // The type is one of the three a visitor buys.
    const admittedBody = { result: 'admitted', type: 'express', visitDate: TODAY, orderId: 9 };
    expect(checkInAnswerOf(200, admittedBody)).toEqual(admittedBody);
    expect(checkInAnswerOf(200, { ...admittedBody, type: 'vip' })).toBeNull();
  });
});

describe('the camera', () => {
  it('says why it cannot start', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe(CAMERA_DENIED);
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe(NO_CAMERA);
  });
});

describe('/employee/gate', { timeout: 30_000 }, () => {
  beforeAll(() => import('../../router/portal-pages'));

  const openGate = (path = '/employee/gate', employee = staff) =>
    renderRoute(path, { session: { employee } });

  /** The page, once the park's today has arrived (the count card names the day). */
  async function ready(path?: string, employee = staff) {
    const rendered = openGate(path, employee);
    await screen.findByRole('heading', { level: 1, name: 'Gate' }, { timeout: 10_000 });
    await screen.findByText('Saturday, December 12, 2026');
    return rendered;
  }

  const field = () => screen.getByLabelText('Ticket code');
  const panel = () => screen.getByRole('status');
  const count = () => screen.getByTestId('gate-count');

  it("is in both portals' sidebars", async () => {
    fakeServer({ 'GET /park-info': parkInfo });
    await ready();
    const staffNav = screen.getAllByRole('navigation', { name: 'Employee Portal' })[0]!;
    expect(within(staffNav).getByRole('link', { name: 'Gate' })).toHaveAttribute(
      'href',
      '/employee/gate',
    );
  });

  it('admits a typed code on Enter, clears and refocuses the field, and counts it', async () => {
    const server = fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': admitted });
    const { user } = await ready();
    expect(field()).toHaveFocus();
    expect(panel()).toHaveTextContent('READY');
    expect(count()).toHaveTextContent('0');

    await user.type(field(), `${CODE}{Enter}`);
    await waitFor(() => expect(panel()).toHaveTextContent('ADMITTED'));
    expect(panel()).toHaveTextContent('Standard ticket');
    expect(panel()).toHaveTextContent('Saturday, December 12, 2026');
    expect(panel()).toHaveTextContent('Order #41');
    expect(panel()).toHaveTextContent(CODE);
    expect(server.callsTo('POST /gate/check-in')[0]!.body).toEqual({ code: CODE });
    expect(server.callsTo('POST /gate/check-in')[0]!.headers.get('Accept')).toBe(
      'application/json',
    );
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(count()).toHaveTextContent('1');
    expect(localStorage.getItem(checkInsKey(TODAY))).toBe('1');
  });

  it('refuses the second scan of a code saying when and where, and does not count it', async () => {
    let scans = 0;
    fakeServer({
      'GET /park-info': parkInfo,
      'POST /gate/check-in': () => (++scans === 1 ? admitted : alreadyUsed),
    });
    const { user } = await ready();
    await user.type(field(), `${CODE}{Enter}`);
    await waitFor(() => expect(panel()).toHaveTextContent('ADMITTED'));
    // A scanner types straight into the field again: it is focused and empty.
    await user.keyboard(`${CODE}{Enter}`);
    await waitFor(() => expect(panel()).toHaveTextContent('REFUSED'));
    expect(panel()).toHaveTextContent('Already used at 10:42 at Gate North');
    expect(panel()).not.toHaveTextContent('ADMITTED');
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(count()).toHaveTextContent('1');
  });

  it.each([
    [
      { status: 409, body: { result: 'wrong-day', visitDate: '2026-12-01' } },
      'Ticket is for Tuesday, December 1, 2026',
    ],
    [{ status: 409, body: { result: 'void' } }, 'Ticket is void'],
    [{ status: 409, body: { result: 'closed' } }, 'Park closed today'],
    [{ status: 404, body: { result: 'unknown' } }, 'Unknown code'],
  ] as [FakeAnswer, string][])('refuses in words: %j', async (answer, words) => {
    fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': answer });
    const { user } = await ready();
    await user.type(field(), `${OTHER}{Enter}`);
    await waitFor(() => expect(panel()).toHaveTextContent('REFUSED'));
    expect(panel()).toHaveTextContent(words);
    expect(field()).toHaveFocus();
    expect(count()).toHaveTextContent('0');
  });

  it.each([
    [{ status: 401, body: { message: 'Not logged in' } }, SESSION_ENDED],
    [{ status: 403, body: { message: 'Forbidden' } }, NOT_ALLOWED],
    [{ networkError: true }, NO_ANSWER],
    [{ status: 404, body: { message: 'Not found' } }, 'The server gave no verdict'],
  ] as [FakeAnswer, string][])(
    'says a failed call is NOT CHECKED, never a verdict: %j',
    async (answer, words) => {
      fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': answer });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = await ready();
      await user.type(field(), `${CODE}{Enter}`);
      await waitFor(() => expect(panel()).toHaveTextContent('NOT CHECKED'));
      expect(panel()).toHaveTextContent(words);
      expect(panel()).not.toHaveTextContent(/ADMITTED|REFUSED/);
      expect(field()).toHaveFocus();
    },
  );

  it('takes the focus back to the field after an answer to a click on Check in', async () => {
    fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': admitted });
    const { user } = await ready();
    await user.type(field(), CODE);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(panel()).toHaveTextContent('ADMITTED'));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('sends nothing for an empty Enter, and trims what a scanner adds', async () => {
    const server = fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': admitted });
    const { user } = await ready();
    await user.type(field(), '   {Enter}');
    expect(server.callsTo('POST /gate/check-in')).toHaveLength(0);
    expect(field()).toHaveValue('');
    await user.type(field(), ` ${CODE}  {Enter}`);
    await waitFor(() => expect(server.callsTo('POST /gate/check-in')).toHaveLength(1));
    expect(server.callsTo('POST /gate/check-in')[0]!.body).toEqual({ code: CODE });
  });

  it('remembers the gate name on the device and sends it with each check-in', async () => {
    const server = fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': admitted });
    const first = await ready();
    await first.user.type(screen.getByLabelText('Gate name'), 'Gate North');
    expect(localStorage.getItem(GATE_NAME_KEY)).toBe('Gate North');
    first.unmount();

    const { user } = await ready();
    expect(screen.getByLabelText('Gate name')).toHaveValue('Gate North');
    expect(field()).toHaveFocus();
    await user.type(field(), `${CODE}{Enter}`);
    await waitFor(() => expect(server.callsTo('POST /gate/check-in')).toHaveLength(1));
    expect(server.callsTo('POST /gate/check-in')[0]!.body).toEqual({
      code: CODE,
      gate: 'Gate North',
    });
    await user.clear(screen.getByLabelText('Gate name'));
    expect(localStorage.getItem(GATE_NAME_KEY)).toBeNull();
  });

  it("keeps today's count on the device, per park day, and drops other days'", async () => {
    localStorage.setItem(checkInsKey(TODAY), '5');
    localStorage.setItem(checkInsKey('2026-12-11'), '812');
    fakeServer({ 'GET /park-info': parkInfo, 'POST /gate/check-in': admitted });
    const { user } = await ready('/manager/gate', manager);
    const nav = screen.getAllByRole('navigation', { name: 'Manager Portal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Gate' })).toHaveAttribute(
      'href',
      '/manager/gate',
    );
    expect(count()).toHaveTextContent('5');
    await user.type(field(), `${CODE}{Enter}`);
    await waitFor(() => expect(count()).toHaveTextContent('6'));
    expect(localStorage.getItem(checkInsKey(TODAY))).toBe('6');
    expect(localStorage.getItem(checkInsKey('2026-12-11'))).toBeNull();
  });

  it('says clearly when there is no camera to use', async () => {
    fakeServer({ 'GET /park-info': parkInfo });
    const { user } = await ready();
    // jsdom has no navigator.mediaDevices: like a page served over plain http.
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_CAMERA_HERE);

    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        mediaDevices: { getUserMedia },
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CAMERA_DENIED));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });
});
