/** Shared steps of the plaza's and the enterprise pages' stories. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { supply } from '@/lib/contract/supply/market';
import { population } from '@sim/sandbox/store/population';
import { STORY_SEED, sentRequests } from '../../../support/sandbox';
import { SEEDED } from '../../../support/session';

export type Screen = ReturnType<typeof within>;

export const LIST_PATH = supply.listPage.path;
export const NEAREST_PATH = supply.listNearestToMePage.path;
export const PLATES_PATH = supply.searchVehicleNumber.path;
export const ENTERPRISES_PATH = supply.listEnterprise.path;
export const ENTERPRISE_PATH = supply.getEnterprise.path;

/** 河北冀中能源物流有限公司, seeded in simulator/sandbox/areas/supply/market/catalog.ts. */
export const JIZHONG = { name: '河北冀中能源物流有限公司', shareCode: 'JZNY2026' };

const PEOPLE = population(STORY_SEED);

/** The plates a seeded driver starts with in every story. */
export function seededPlates(who: keyof typeof SEEDED): string[] {
  return PEOPLE.find((p) => p.mobile === SEEDED[who])!.cars.map((c) => c.carNo);
}

export function bodyOf(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the routed screen's lazy chunk has loaded (the router shows 页面加载中 meanwhile). */
export async function loaded(canvasElement: HTMLElement): Promise<void> {
  const screen = bodyOf(canvasElement);
  await waitFor(() => expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull(), {
    timeout: 30_000,
  });
  // The plate search replaces its stand-in once its chunk is in (stories start idle work at once):
  // a screenshot is taken of the one or the other only by chance otherwise.
  await waitFor(
    () => expect(canvasElement.ownerDocument.querySelector('[data-stand-in]')).toBeNull(),
    { timeout: 10_000 },
  );
}

/** The list region (by its name), once its first cards are in. */
export async function cardsOf(screen: Screen, name = '货源列表'): Promise<HTMLElement[]> {
  const list = await screen.findByRole('region', { name }, { timeout: 10_000 });
  return within(list).findAllByRole('link', {}, { timeout: 10_000 });
}

export async function listRegion(screen: Screen, name = '货源列表'): Promise<HTMLElement> {
  return screen.findByRole('region', { name }, { timeout: 10_000 });
}

/** The bodies of the list requests sent so far. */
export async function listBodies(path = LIST_PATH): Promise<Record<string, unknown>[]> {
  return (await sentRequests(path)).map((r) => r.body as Record<string, unknown>);
}

/** Opens the filter panel (loaded on the first tap) and returns it. */
export async function openFilters(screen: Screen): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: /^筛选/ }));
  return screen.findByRole('region', { name: '筛选条件' }, { timeout: 10_000 });
}

/** Picks 省 → 市 → 区 in the region field named `field` and confirms. */
export async function pickRegion(
  screen: Screen,
  panel: HTMLElement,
  field: string,
  names: readonly string[],
): Promise<void> {
  await userEvent.click(within(panel).getByRole('button', { name: field }));
  const popup = await screen.findByRole('dialog', { name: field });
  for (const name of names) {
    await userEvent.click(await within(popup).findByRole('button', { name }));
  }
  const confirm = within(popup).getByRole('button', { name: '确定' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: field })).toBeNull());
}

/** Taps a choice of a button-group field inside the panel. */
export async function choose(panel: HTMLElement, field: string, option: string): Promise<void> {
  const group = within(panel).getByRole('group', { name: field });
  await userEvent.click(await within(group).findByRole('button', { name: option }));
}

/** Waits until `n` list requests have been answered; returns the last body. */
export async function nthListBody(n: number, path = LIST_PATH): Promise<Record<string, unknown>> {
  let bodies: Record<string, unknown>[] = [];
  await waitFor(
    async () => {
      bodies = await listBodies(path);
      await expect(bodies.length).toBeGreaterThanOrEqual(n);
    },
    { timeout: 10_000 },
  );
  return bodies[n - 1]!;
}
