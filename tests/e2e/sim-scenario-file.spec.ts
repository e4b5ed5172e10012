import { expect, test } from '../../simulator/automation/fixture';
import { touchScreen } from './touch';

test('a saved scenario loads back to the same simulator (native and sandbox), as object or JSON text', async ({
  sim,
}) => {
  await sim.open('/login');
  await sim.device.set({ platform: 'ios', deviceId: 'ROUND-TRIP-01', appVersion: '1.2.0' });
  await sim.permissions.set('camera', 'denied');
  await sim.permissions.onPrompt('location', 'deny');
  await sim.qr.image('qr');
  await sim.camera.next('receipt');
  await sim.location.playRoute({ routeName: 'city-loop', speedKmh: 30 });
  await sim.location.seek(0.25);
  // Paused, so the saved offset does not move between the two saves compared below.
  await sim.location.pause();
  await sim.tracking.auto(30, 2);
  await sim.faults.set({
    loseCallback: ['getLocation'],
    slow: [{ method: 'scanQr', delayMs: 800 }],
    error: [{ method: 'chooseImage', code: 'failed', message: '相机故障' }],
  });
  await sim.sandbox.scenario('captain');
  await sim.sandbox.config({ version: { publishVersion: '2.0.0', isUpdate: '1' }, smsTtlS: 120 });
  await sim.sandbox.fault('cuc/user/getUserDetail', { status: 500, times: 2 });

  const saved = await sim.saveScenario('往返测试');
  expect(saved).toMatchObject({
    version: 1,
    name: '往返测试',
    device: { platform: 'ios', deviceId: 'ROUND-TRIP-01', appVersion: '1.2.0' },
    permissions: {
      camera: { state: 'denied' },
      location: { promptAnswer: 'deny' },
    },
    qr: { mode: 'image', image: 'qr' },
    camera: { queue: ['receipt'] },
    location: { mode: 'route', route: { name: 'city-loop', speedKmh: 30, status: 'paused' } },
    tracking: { autoEverySeconds: 30, autoBatch: 2 },
    faults: { loseCallback: ['getLocation'] },
    sandbox: {
      scenario: 'captain',
      config: { smsTtlS: 120, version: { publishVersion: '2.0.0', isUpdate: '1' } },
      faults: [expect.objectContaining({ path: 'cuc/user/getUserDetail', status: 500, times: 2 })],
    },
  });

  // Everything back to defaults, then the file brings it all back.
  await sim.reset();
  await sim.sandbox.reset({ scenario: 'newDriver' });
  const blank = await sim.saveScenario('往返测试');
  expect(blank.device?.deviceId).not.toBe('ROUND-TRIP-01');
  expect(blank.sandbox).toMatchObject({ scenario: 'newDriver', faults: [] });

  await sim.loadScenario(saved);
  expect(await sim.saveScenario('往返测试')).toEqual(saved);

  await sim.reset();
  await sim.sandbox.reset({ scenario: 'newDriver' });
  await sim.loadScenario(JSON.stringify(saved, null, 2));
  expect(await sim.saveScenario('往返测试')).toEqual(saved);

  // The loaded state is live, not just stored: the phone frame follows the platform, and the next
  // H5 document asks an iOS app.
  expect(await sim.page.evaluate(() => window.__driverSim!.device())).toBe('ios');
  await sim.reloadH5();
  await touchScreen(sim);
  await expect
    .poll(async () => (await sim.timeline({ method: 'getAppVersion' })).at(-1)?.result)
    .toEqual({ version: '1.2.0', platform: 'ios' });
});

test('a file that is not a scenario is refused with a readable reason and changes nothing', async ({
  sim,
}) => {
  await sim.open('/login');
  await sim.qr.text('保持不变');
  const before = await sim.saveScenario('before');

  await expect(sim.loadScenario('{ not json')).rejects.toThrow('不是有效的 JSON 文件');
  await expect(sim.loadScenario(JSON.stringify({ ...before, version: 2 }))).rejects.toThrow(
    '不是模拟器场景文件（version 应为 1）',
  );
  await expect(
    sim.loadScenario(JSON.stringify({ ...before, sandbox: { config: {} } })),
  ).rejects.toThrow('场景文件的 sandbox 部分缺少 scenario');

  expect(await sim.saveScenario('before')).toEqual(before);
});
