import type { TabOption } from '@/components/tab-bar';

/** A state filter's tabs (entrustments, withdrawals): 全部 first, then each state by its label. */
export function stateOptions<S extends string>(
  all: string,
  states: readonly S[],
  label: Record<S, string>,
): TabOption<S | null>[] {
  return [{ value: null, label: all }, ...states.map((s) => ({ value: s, label: label[s] }))];
}
