import { expect, test } from '../../simulator/automation/fixture';
import { loginBySms } from '../../simulator/automation/h5-actions';

test('SMS login inside the simulator lands on / and every request names the bridge device', async ({
  sim,
}) => {
  const mobile = '13912345678';
  await sim.open('/login');
  // A phone the H5 cannot have made up itself: the headers must come from the bridge.
  await sim.device.set({ deviceId: 'E2E-DEVICE-0042', brand: 'Xiaomi', appVersion: '1.3.2' });
  await sim.reloadH5();

  await loginBySms(sim, mobile);
  await expect(sim.h5.getByText('139****5678')).toBeVisible();
  const calls = (await sim.timeline({ kind: 'call' })).map((entry) => entry.method);
  expect(calls).toEqual(expect.arrayContaining(['getDeviceId', 'getBrand', 'getAppVersion']));

  const login = await sim.sandbox.requests('cuc/user/sms/login');
  expect(login.length).toBeGreaterThan(0);
  const detail = await sim.sandbox.requests('cuc/user/getUserDetail');
  expect(detail.length).toBeGreaterThan(0);
  for (const request of [...login, ...detail]) {
    expect(request.headers).toMatchObject({
      deviceid: 'E2E-DEVICE-0042',
      appbrand: 'Xiaomi',
      appversion: '1.3.2',
    });
  }
  expect(detail.at(-1)!.headers.authorization).toBeTruthy();
});
