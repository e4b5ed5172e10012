import { expect, test, type Page } from '@playwright/test';
import { resetSandbox } from './support';

// The simulator is a desktop page around a phone frame, not a phone page itself.
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

interface SimWindow {
  __driverSim: {
    ready: Promise<void>;
    controls: { device: { set(patch: { deviceId: string }): void } };
  };
}

async function openSimulator(page: Page) {
  await page.goto('/__sim/');
  await page.evaluate(() => (window as unknown as SimWindow).__driverSim.ready);
  const iframe = page.locator('iframe[title="司机端 H5"]');
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no H5 iframe');
  return { h5: iframe.contentFrame(), frame };
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the simulator shows the H5 login and logs a bridge call in its timeline', async ({
  page,
}) => {
  const { h5, frame } = await openSimulator(page);
  await expect(h5.getByLabel('手机号')).toBeEnabled();
  await expect(h5.locator('#root')).not.toHaveAttribute('inert');

  await page.evaluate(() =>
    (window as unknown as SimWindow).__driverSim.controls.device.set({ deviceId: 'SMOKE-0042' }),
  );
  const response = await frame.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const bridge = (
          window as unknown as {
            WebViewJavascriptBridge: {
              callHandler(name: string, data: string, callback: (r: string) => void): void;
            };
          }
        ).WebViewJavascriptBridge;
        const request = { v: 1, id: 'smoke-1', method: 'getDeviceId', params: {} };
        bridge.callHandler('getDeviceId', JSON.stringify(request), resolve);
      }),
  );
  expect(JSON.parse(response)).toEqual({
    id: 'smoke-1',
    ok: true,
    code: 'ok',
    data: { deviceId: 'SMOKE-0042' },
  });

  const row = page.getByTestId('sim-timeline').locator('li[data-id="smoke-1"]');
  await expect(row).toHaveAttribute('data-name', 'getDeviceId');
  await expect(row.locator('summary')).toContainText('ok');
  await row.locator('summary').click();
  await expect(row).toContainText('"deviceId": "SMOKE-0042"');
});

test('only H5 documents loaded in an iframe get the bridge bootstrap', async ({ request }) => {
  const plain = await (await request.get('/login')).text();
  const framed = await (
    await request.get('/login', { headers: { 'sec-fetch-dest': 'iframe' } })
  ).text();
  expect(plain).not.toContain('__driverSim');
  expect(framed).toMatch(/<head[^>]*><script>[^<]*__driverSim\.attach\(window\)/);
  expect(framed.replace(/<script>[^<]*__driverSim[^<]*<\/script>/, '')).toBe(plain);
});
