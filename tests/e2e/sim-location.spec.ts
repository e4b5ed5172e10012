import { expect, test } from '../../simulator/automation/fixture';
import { advanceStepwise } from './clock';
import { touchScreen } from './touch';

interface Point {
  longitude: number;
  latitude: number;
}

/** Great-circle distance in metres. */
function metres(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

test('requests carry the position of the last 60-s fix, moving along the played route', async ({
  sim,
  page,
}) => {
  await page.clock.install();
  await sim.open('/login');
  await touchScreen(sim);
  await expect.poll(async () => (await sim.timeline({ method: 'getLocation' })).length).toBe(1);
  const [firstFix] = await sim.timeline({ method: 'getLocation' });
  const started = firstFix!.time;
  // 北京→天津 heads south-east the whole way: longitude grows, latitude falls.
  await sim.location.playRoute({ routeName: 'beijing-tianjin', speedKmh: 60 });

  // The analytics upload is the H5's own once-a-minute request: give it something to send.
  const minutes = 4;
  for (let minute = 1; minute <= minutes; minute += 1) {
    await sim.tracking.generate(1);
    await advanceStepwise(sim, started + minute * 60_000 + 1_000);
    await expect
      .poll(async () => (await sim.sandbox.requests('eventRecord/saveBatch')).length)
      .toBe(minute);
  }

  const fixes = (await sim.timeline({ method: 'getLocation' })).map((entry) => {
    expect(entry.status).toBe('answered');
    return entry.result as Point;
  });
  expect(fixes.length).toBeGreaterThanOrEqual(minutes);
  const sent = (await sim.sandbox.requests('eventRecord/saveBatch')).map((request) => ({
    longitude: Number(request.headers.longitude),
    latitude: Number(request.headers.latitude),
  }));

  // Each header is a fix the native side really gave (not made up, not rounded away).
  const fixIndex = sent.map((point) =>
    fixes.findLastIndex(
      (fix) => fix.longitude === point.longitude && fix.latitude === point.latitude,
    ),
  );
  for (const index of fixIndex) expect(index).toBeGreaterThanOrEqual(0);
  // The upload and the location poll each tick once a minute, so each upload carries the fix one
  // minute newer than the upload before it: about a kilometre further south-east at 60 km/h.
  for (let i = 1; i < sent.length; i += 1) {
    const [before, after] = [sent[i - 1]!, sent[i]!];
    expect(fixIndex[i]! - fixIndex[i - 1]!).toBe(1);
    expect(after.longitude).toBeGreaterThan(before.longitude);
    expect(after.latitude).toBeLessThan(before.latitude);
    expect(metres(before, after)).toBeGreaterThan(800);
    expect(metres(before, after)).toBeLessThan(1_200);
  }
  expect(metres(sent[0]!, sent.at(-1)!)).toBeGreaterThan(2_500);
  expect((await sim.location.progress())!.distanceM).toBeGreaterThan(3_000);
});
