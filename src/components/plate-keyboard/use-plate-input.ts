import { useMemo, useState } from 'react';
import { allowedKeys, checkPlate, deleteKey, pressKey } from '@/lib/domain/plate';

export interface PlateInputOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (plate: string) => void;
  newEnergy?: boolean;
  defaultNewEnergy?: boolean;
  onNewEnergyChange?: (newEnergy: boolean) => void;
  firstVariant: boolean;
}

/** The typed plate and new-energy flag, controlled or not, moved only by the domain rules. */
export function usePlateInput(options: PlateInputOptions) {
  const [ownValue, setOwnValue] = useState(options.defaultValue ?? '');
  const [ownNewEnergy, setOwnNewEnergy] = useState(options.defaultNewEnergy ?? false);
  const plate = options.value ?? ownValue;
  const newEnergy = options.newEnergy ?? ownNewEnergy;
  const { firstVariant } = options;
  const chars = useMemo(() => Array.from(plate), [plate]);
  const state = { chars, newEnergy, firstVariant };

  const commit = (next: readonly string[]) => {
    const text = next.join('');
    if (options.value === undefined) setOwnValue(text);
    options.onChange?.(text);
  };

  return {
    plate,
    chars,
    newEnergy,
    keys: allowedKeys(state),
    /** null when the plate may be confirmed, else 请输入正确的车牌号. */
    problem: checkPlate(plate, { newEnergy, firstVariant }),
    press(key: string) {
      const next = pressKey(state, key);
      if (next !== chars) commit(next);
    },
    remove() {
      if (chars.length > 0) commit(deleteKey(chars));
    },
    toggleNewEnergy() {
      if (options.newEnergy === undefined) setOwnNewEnergy(!newEnergy);
      options.onNewEnergyChange?.(!newEnergy);
    },
  };
}
