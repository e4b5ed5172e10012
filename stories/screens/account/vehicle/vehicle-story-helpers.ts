/** Shared steps of the vehicle screens' stories: seeded vehicles, sandbox config, the plate keyboard. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CarLicense } from '@/lib/contract/account/license';
import { population } from '@sim/sandbox/store/population';
import { STORY_SEED } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';

type Screen = ReturnType<typeof within>;

const PEOPLE = population(STORY_SEED);

/** The vehicles a seeded user starts with in every story (same seed, same plates). */
export function seededCars(who: keyof typeof SEEDED): CarLicense[] {
  return PEOPLE.find((p) => p.mobile === SEEDED[who])!.cars;
}

/** The captain's fleet: the vehicle seed makes the last two rejected (30) and under review (10). */
export const CAPTAIN_CARS = seededCars('captain');
export const APPROVED_CAR = CAPTAIN_CARS[0]!;
export const REJECTED_CAR = CAPTAIN_CARS[CAPTAIN_CARS.length - 2]!;
export const PENDING_CAR = CAPTAIN_CARS[CAPTAIN_CARS.length - 1]!;

export function bodyOf(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

/** Changes the sandbox's config (e.g. `autoApprove`) over its control endpoint, as a tester would. */
export async function sandboxConfig(patch: Record<string, unknown>): Promise<void> {
  const res = await fetch('/__sandbox/config', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  await expect(res.ok).toBe(true);
}

/** Opens the plate keyboard from the 车牌号 field and taps the plate's characters, then 确定. */
export async function typePlate(screen: Screen, plate: string, newEnergy = false): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: /^车牌号/ }));
  if (newEnergy) await userEvent.click(screen.getByRole('button', { name: '新能源' }));
  for (const ch of Array.from(plate)) {
    await userEvent.click(screen.getByRole('button', { name: ch }));
  }
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^车牌号/ })).toHaveAccessibleName(`车牌号 ${plate}`),
  );
}

/** Picks `label` in an action-sheet select field. */
export async function choose(screen: Screen, field: string, label: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${field}`) }));
  await userEvent.click(await screen.findByRole('button', { name: label }));
}

/** Uploads one photo from the album into the photo field named `label`. */
export async function uploadPhoto(screen: Screen, label: string): Promise<void> {
  const group = screen.getByRole('group', { name: label });
  await userEvent.click(within(group).getByRole('button', { name: `上传${label}` }));
  const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
  await userEvent.click(within(sheet).getByRole('button', { name: '从相册选择' }));
  await waitFor(
    () => expect(within(group).getByRole('button', { name: '查看第1张图片' })).toBeVisible(),
    {
      timeout: 5000,
    },
  );
}

/**
 * Waits until the routed screen's lazy chunk has loaded (the router shows 页面加载中 meanwhile); on a
 * busy machine the first visit of a story file can take longer than the default wait.
 */
export async function loaded(canvasElement: HTMLElement): Promise<void> {
  const screen = bodyOf(canvasElement);
  await waitFor(() => expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull(), {
    timeout: 30_000,
  });
}
