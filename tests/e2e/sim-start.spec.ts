import { expect, test, type Sim } from '../../simulator/automation/fixture';

const bridgeCalls = async (sim: Sim) => (await sim.timeline({ kind: 'call' })).length;

test('/login leaves the native side alone until the first tap, which starts it (device, update check)', async ({
  sim,
}) => {
  await sim.open('/login');
  const phone = sim.h5.getByLabel('手机号');
  await expect(phone).toBeEditable();
  // Usable, and not one bridge call yet: the bridge, native services and the update check wait.
  expect(await bridgeCalls(sim)).toBe(0);
  expect(await sim.sandbox.requests('versionPublish/getNowPublishVersion')).toHaveLength(0);

  await phone.click();
  await expect.poll(() => bridgeCalls(sim)).toBeGreaterThan(0);
  await expect
    .poll(async () => (await sim.sandbox.requests('versionPublish/getNowPublishVersion')).length)
    .toBe(1);
  await expect(phone).toBeFocused();
});
