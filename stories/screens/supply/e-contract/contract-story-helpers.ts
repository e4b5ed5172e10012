/**
 * Shared steps of the contract screens' stories: the seeded contracts (same seed, same ids and link
 * codes in every story), the page as a person sees it, and drawing on the signature pad.
 */
import { expect, waitFor, within } from 'storybook/test';
import type { ContractRecord } from '@sim/sandbox/areas/supply/e-contract/types';
import { seededDeals } from '@sim/sandbox/areas/supply/e-contract/seed-plan';
import { population } from '@sim/sandbox/store/population';
import { FIXED_TIME } from '../../../support/clock';
import { STORY_SEED } from '../../../support/sandbox';
import { seedEpoch } from '@sim/sandbox/store/time';

type Screen = ReturnType<typeof within>;

const CONTRACTS: readonly ContractRecord[] = seededDeals({
  seed: STORY_SEED,
  epochMs: seedEpoch(FIXED_TIME.getTime()),
  people: population(STORY_SEED, seedEpoch(FIXED_TIME.getTime())),
}).contracts;

function seeded(find: (c: ContractRecord) => boolean): ContractRecord {
  const found = CONTRACTS.find(find);
  if (!found) throw new Error('no such seeded contract');
  return found;
}

/** The certified driver's contracts: signed, void and one unsigned transport contract (KJ). */
export const DRIVER_ID = CONTRACTS[0]!.appUserId;
const driver = (c: ContractRecord) => c.appUserId === DRIVER_ID;
export const UNSIGNED_KJ = seeded((c) => driver(c) && c.kind === 'KJ' && c.status === 'unsigned');
export const SIGNED_KJ = seeded((c) => driver(c) && c.kind === 'KJ' && c.status === 'signed');
export const VOID_KJ = seeded((c) => driver(c) && c.status === 'void');
export const DELEGATION = seeded((c) => driver(c) && c.kind === 'delegation');
/** A contract of another driver (the certified driver is told it is not his). */
export const OTHERS_CONTRACT = seeded((c) => !driver(c));
export const DRIVER_CONTRACTS = CONTRACTS.filter(driver).sort(
  (a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id),
);

export function bodyOf(canvasElement: HTMLElement): Screen {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the routed screen's lazy chunk has loaded (页面加载中 meanwhile). */
export async function loaded(canvasElement: HTMLElement): Promise<void> {
  const screen = bodyOf(canvasElement);
  await waitFor(() => expect(screen.queryByRole('status', { name: '页面加载中' })).toBeNull(), {
    timeout: 30_000,
  });
}

/** A signature-like squiggle, in px from the pad's top left corner. */
const SQUIGGLE: ReadonlyArray<readonly [number, number]> = [
  [40, 120],
  [60, 70],
  [80, 130],
  [110, 60],
  [140, 140],
  [170, 80],
  [200, 120],
  [240, 90],
  [280, 110],
];

/** Writes on the pad with a finger: pointerdown, pointermove along the squiggle, pointerup. */
export function drawSignature(pad: HTMLElement, points = SQUIGGLE): void {
  const box = pad.getBoundingClientRect();
  const fire = (type: string, [x, y]: readonly [number, number]) =>
    pad.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: box.left + x,
        clientY: box.top + y,
        buttons: type === 'pointerup' ? 0 : 1,
      }),
    );
  fire('pointerdown', points[0]!);
  for (const p of points.slice(1)) fire('pointermove', p);
  fire('pointerup', points[points.length - 1]!);
}

/** Whether anything is drawn on the pad's canvas. */
export function padHasInk(pad: HTMLElement): boolean {
  const canvas = pad as HTMLCanvasElement;
  const ctx = canvas.getContext('2d');
  if (!ctx || canvas.width === 0) return false;
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
  return false;
}

export async function findPad(screen: Screen): Promise<HTMLElement> {
  return screen.findByRole('img', { name: '手写签名区' }, { timeout: 8000 });
}
