import type { SelectOption } from './types';

/** §2.7: the first option marked `selected` is the initial choice. */
export function initialValue(options: readonly SelectOption[]): string | null {
  return options.find((o) => o.selected)?.value ?? null;
}

export function initialValues(options: readonly SelectOption[]): string[] {
  return options.filter((o) => o.selected).map((o) => o.value);
}
