import { paths } from '@/lib/routing/paths';

/**
 * Where the add steps end: `back` (a screen that needed a card, e.g. the withdrawal) when it is a
 * path inside the app, otherwise the card list.
 */
export function returnTarget(back: string | null): string {
  if (back && back.startsWith('/') && !back.startsWith('//')) return back;
  return paths.bankList.to();
}

/** The `back` query carried from step to step. */
export function backQuery(back: string | null): { back?: string } {
  return back ? { back } : {};
}
