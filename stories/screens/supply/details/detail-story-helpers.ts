/** Shared steps of the source detail stories: the seeded sources they open and what those show. */
import { expect, waitFor, within } from 'storybook/test';
import { fenToYuan } from '@/lib/domain/money';
import { ENTERPRISES } from '@sim/sandbox/areas/supply/market/catalog';
import { seedSupply } from '@sim/sandbox/areas/supply/market/seed';
import type { SourceRecord } from '@sim/sandbox/areas/supply/market/types';
import { population } from '@sim/sandbox/store/population';
import { FIXED_TIME } from '../../../support/clock';
import { STORY_SEED } from '../../../support/sandbox';
import { seedEpoch } from '@sim/sandbox/store/time';

type Screen = ReturnType<typeof within>;

const EPOCH = seedEpoch(FIXED_TIME.getTime());
const MARKET = seedSupply({
  seed: STORY_SEED,
  epochMs: EPOCH,
  people: population(STORY_SEED, EPOCH),
});

/** A seeded source as every story sees it (same seed, same market). */
export function seededSource(id: string): SourceRecord {
  const found = MARKET.sources.find((s) => s.id === id);
  if (!found) throw new Error(`no seeded source ${id}`);
  return found;
}

/** The fixed sources of the sandbox's README ("Supply"). */
export const SOURCES = {
  /** Bulk, open, with a remark. */
  bulk: 'S0001',
  /** Whole-vehicle, 13.0 / 17.5 m. */
  whole: 'S0002',
  /** Bulk, grabbing inside a 1000 m fence. */
  fence: 'S0003',
  /** Bulk, assigned to the certified driver. */
  assignedBulk: 'S0005',
  /** Whole, assigned to the certified driver, enterprise-only. */
  assignedWhole: 'S0006',
  /** Bulk, nothing left. */
  full: 'S0010',
  /** Whole, withdrawn by the shipper. */
  closed: 'S0011',
} as const;

/** The enterprise page's share code of a source's publisher. */
export function shareCodeOf(source: SourceRecord): string {
  return ENTERPRISES.find((e) => e.id === source.enterpriseId)!.shareCode;
}

/** `¥1,234.50` as MoneyText reads out. */
export function yuan(fen: number): string {
  return `¥${fenToYuan(fen)}`;
}

export function bodyOf(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

/**
 * Waits until the routed screen's chunk has loaded and the source has arrived (its goods name is
 * the page heading); on a busy machine the first visit of a story file takes a while.
 */
export async function sourceShown(canvasElement: HTMLElement, source: SourceRecord) {
  const screen = bodyOf(canvasElement);
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: source.goodsName },
    { timeout: 30_000 },
  );
  await expect(heading).toBeVisible();
  return screen;
}

/** Waits until the router's lazy chunk is in (页面加载中 gone). */
export async function loaded(canvasElement: HTMLElement): Promise<void> {
  const screen = bodyOf(canvasElement);
  await waitFor(() => expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull(), {
    timeout: 30_000,
  });
}
