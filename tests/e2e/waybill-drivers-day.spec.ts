/**
 * A driver's day (issue 15 §5), on a clean road with a well-behaved platform: registration,
 * certification, a grab and its contract, the trip with photos and a receipt, the freight into the
 * wallet, a withdrawal to a new card, a fill-up and customer service (steps/drivers-day.ts). What the
 * sandbox holds afterwards is the clean day's ledger that the day under faults must equal.
 */
import { expect, test } from '../../simulator/automation/fixture';
import { dayLedger, CLEAN_DAY } from './steps/day-ledger';
import { DAY_MOBILE, driversDay } from './steps/drivers-day';

test.use({ reducedMotion: 'reduce', actionTimeout: 20_000 });

test("a driver's day", async ({ sim, page }) => {
  test.setTimeout(200_000);
  const began = Date.now();
  const { stages, roadRecords } = await driversDay(sim, page);
  expect(await dayLedger(sim, page, DAY_MOBILE, roadRecords)).toEqual(CLEAN_DAY);
  const seconds = (Date.now() - began) / 1000;
  console.log(`a driver's day: ${seconds.toFixed(1)} s\n  ${stages.join('\n  ')}`);
  test.info().annotations.push({ type: 'duration', description: `${seconds.toFixed(1)} s` });
});
