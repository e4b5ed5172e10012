/**
 * Issue 23, "every screen reachable, every state specific, the right document": the seeded
 * certified driver 13800000002 (3 unread notices, one unsigned invoicing agreement, no partner or
 * promoter role) reaches what he needs from Me, reads why a screen is closed to him, is told a
 * waybill is not his, signs the very agreement the banner showed, and the H5's own analytics go up.
 */
import { expect, test, type Sim } from '../../simulator/automation/fixture';
import { loginWithPassword } from '../../simulator/automation/h5-actions';

const DRIVER = '13800000002';
/**
 * His appUserId is 100002; the sandbox seeds this year's invoicing agreement (unsigned) and last
 * year's (signed), the year being the one of the sandbox's clock on the day it seeded.
 */
const YEAR = new Date().toLocaleString('en', { timeZone: 'Asia/Shanghai', year: 'numeric' });
const THIS_YEARS_AGREEMENT = `IA100002${YEAR}`;
const LAST_YEARS_AGREEMENT = `IA100002${Number(YEAR) - 1}`;

interface AgreementRecord {
  id: string;
  agreementName: string;
  signTime: string | null;
}

async function invoicingAgreements(sim: Sim): Promise<AgreementRecord[]> {
  const url = new URL(`/__sandbox/invoicing-agreements?mobile=${DRIVER}`, sim.page.url());
  const res = await sim.page.request.get(url.toString());
  expect(res.ok()).toBe(true);
  return (await res.json()) as AgreementRecord[];
}

async function openMe(sim: Sim): Promise<void> {
  await sim.h5
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button', { name: '我的', exact: true })
    .click();
  await expect.poll(() => sim.h5Path()).toBe('/i');
}

test.describe('me reachability', () => {
  test.beforeEach(async ({ sim }) => {
    await sim.open('/loginPwd');
    await loginWithPassword(sim, DRIVER);
  });

  test('the Me bell shows his 3 unread messages, opens them, and its badge drops as he reads', async ({
    sim,
  }) => {
    await openMe(sim);
    const bell = sim.h5.getByRole('link', { name: /^我的消息/ });
    await expect(bell).toHaveAccessibleName('我的消息，3条未读');
    await expect(bell).toContainText('3');

    await bell.click();
    await expect.poll(() => sim.h5Path()).toBe('/i/message/mymessage');
    await expect(sim.h5.getByText('您有 3 条未读消息')).toBeVisible();
    const unread = sim.h5.getByRole('link', { name: /，未读/ });
    await expect(unread).toHaveCount(3);

    for (const left of [2, 1, 0]) {
      await unread.first().click();
      await expect.poll(() => sim.h5Path()).toMatch(/^\/i\/message\/detail\?/);
      await expect(sim.h5.getByRole('article')).toBeVisible();
      await expect
        .poll(async () => (await sim.sandbox.requests('pbc/notifyInfo/updateReadStatus')).length)
        .toBe(3 - left);
      // The detail has no tab bar: back to Me by its address, as the nav bar's back would.
      await sim.goto('/i');
      await expect(bell).toHaveAccessibleName(left > 0 ? `我的消息，${left}条未读` : '我的消息');
      if (left > 0) {
        await bell.click();
        await expect(sim.h5.getByText(`您有 ${left} 条未读消息`)).toBeVisible();
      }
    }
    await expect(bell).not.toContainText(/\d/);
    const counts = await sim.sandbox.requests('pbc/notifyInfo/findUnReadNum');
    expect(counts.length).toBeGreaterThanOrEqual(4);
  });

  test('/i/main says it is for partners and promoters only, and leads back to Me', async ({
    sim,
  }) => {
    await openMe(sim);
    await expect(sim.h5.getByRole('link', { name: '个人主页' })).toHaveCount(0);

    await sim.sandbox.clearRequests();
    await sim.goto('/i/main');
    const why = sim.h5.getByRole('alert');
    await expect(why).toContainText('个人主页仅对合伙人或推广员开放');
    await expect(why.getByRole('button', { name: '重新登录' })).toHaveCount(0);
    await expect(why.getByRole('button', { name: '重试' })).toHaveCount(0);
    expect(await sim.sandbox.requests('driverRecord/getDriverThirtyDayAmount')).toHaveLength(0);
    await why.getByRole('link', { name: '返回我的' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/i');
  });

  test("another driver's waybill is said to be not his, with the way back and no 重试", async ({
    sim,
  }) => {
    await sim.goto('/waybill/detailWhole?id=WB0006');
    const problem = sim.h5.getByRole('alert');
    await expect(problem).toContainText('不是您的运单');
    await expect(problem).toContainText('该运单属于其他司机，您无法查看');
    await expect(problem.getByRole('button', { name: '重试' })).toHaveCount(0);
    await expect(problem.getByRole('link', { name: '联系客服' })).toBeVisible();
    const [answer] = await sim.sandbox.requests('wayBillDriver/getDetail');
    expect(answer).toMatchObject({ state: 403001 });

    await problem.getByRole('link', { name: '返回运单列表' }).click();
    await expect.poll(() => sim.h5Path()).toBe('/waybill');
  });

  test('the invoicing-agreement banner signs the invoicing agreement it showed', async ({
    sim,
  }) => {
    await openMe(sim);
    await sim.h5.getByRole('button', { name: /您有未签署的协议/ }).click();
    const dialog = sim.h5.getByRole('dialog', { name: '委托代开发票协议' });
    await expect(dialog).toContainText(`委托代开发票协议（${YEAR}年度）`);
    await dialog.getByRole('button', { name: '去签署' }).click({ timeout: 8000 });

    // The agreement the dialog showed is named in the address /verifyAgree opens with.
    await expect
      .poll(() => sim.h5Path())
      .toBe(
        `/verifyAgree?mobile=${DRIVER}&verifytype=certification&agreementId=${THIS_YEARS_AGREEMENT}`,
      );
    const text = sim.h5.getByRole('region', { name: '委托代开发票协议' });
    await expect(text).toContainText(`委托代开发票协议（${YEAR}年度）`);
    await expect(
      sim.h5.getByRole('heading', { name: '委托代开发票协议', exact: true }),
    ).toBeVisible();
    await expect(sim.h5.getByText('认证授权协议')).toHaveCount(0);

    await sim.h5.getByRole('button', { name: '发送验证码' }).click();
    await sim.h5.getByLabel('短信验证码').fill(await sim.sandbox.latestCode(DRIVER));
    await sim.h5.getByRole('button', { name: '同意并签署' }).click();
    await expect(sim.h5.getByText('签署成功')).toBeVisible();

    const [signature] = await sim.sandbox.requests('pbc/smsSend/verificationSmByTemplate');
    expect(signature!.body).toMatchObject({
      mobile: DRIVER,
      template: 'certification',
      agreementId: THIS_YEARS_AGREEMENT,
    });
    expect(signature!.status).toBe(200);
    const agreements = await invoicingAgreements(sim);
    expect(agreements.find((a) => a.id === THIS_YEARS_AGREEMENT)!.signTime).not.toBeNull();
    expect(agreements.find((a) => a.id === LAST_YEARS_AGREEMENT)!.signTime).not.toBeNull();
    expect(agreements.every((a) => a.agreementName === '委托代开发票协议')).toBe(true);

    await openMe(sim);
    await expect(sim.h5.getByRole('link', { name: /^我的消息/ })).toBeVisible();
    await expect(sim.h5.getByRole('button', { name: /您有未签署的协议/ })).toHaveCount(0);
  });
});

test('login and the screens he opens go up as §9 events 7001 and 6001 in eventRecord/saveBatch', async ({
  page,
  sim,
}) => {
  await page.clock.install();
  await sim.open('/loginPwd');
  await expect.poll(async () => (await sim.timeline({ kind: 'call' })).length).toBeGreaterThan(0);
  const started = (await sim.timeline({ kind: 'call' }))[0]!.time;
  await loginWithPassword(sim, DRIVER);
  await openMe(sim);

  await sim.advanceClockTo(started + 61_000);
  await expect
    .poll(async () => (await sim.sandbox.requests('eventRecord/saveBatch')).length)
    .toBeGreaterThan(0);
  const [upload] = await sim.sandbox.requests('eventRecord/saveBatch');
  const records = (upload!.body as { eventRecord: Record<string, unknown>[] }).eventRecord;
  const h5 = records.filter((r) => r.appMode === 'h5');
  expect(h5).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        eventId: 7001,
        eventName: 'Login succeeded',
        eventData: { mode: 'password' },
      }),
      expect.objectContaining({
        eventId: 6001,
        eventName: 'Page viewed',
        eventData: expect.objectContaining({ path: '/loginPwd' }),
      }),
      expect.objectContaining({
        eventId: 6001,
        eventData: expect.objectContaining({ path: '/i' }),
      }),
    ]),
  );
  // One page view per path change, in the order he went.
  const paths = h5
    .filter((r) => r.eventId === 6001)
    .map((r) => (r.eventData as { path: string }).path);
  expect(paths.indexOf('/loginPwd')).toBeLessThan(paths.indexOf('/'));
  expect(paths.indexOf('/')).toBeLessThan(paths.indexOf('/i'));
});
