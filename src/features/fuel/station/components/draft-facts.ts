/** The facts of the order about to be paid, for the kit's FactList (no markup here). */
import { createElement } from 'react';
import type { FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import { volumeText } from '../../shared/volume';
import type { FuelOrderDraft } from '../draft';
import { fuelStationMessages as t } from '../messages';

/** Station, vehicle, product, the volume it buys and what the card saves. */
export function draftFacts(draft: FuelOrderDraft): FactEntry[] {
  return [
    { label: t.station, value: draft.stationName },
    { label: t.vehicle, value: draft.carNo, number: true },
    { label: t.product, value: draft.product.oilName },
    { label: t.litres, value: volumeText(draft.litres, draft.product.unit), number: true },
    {
      label: t.save,
      value: createElement(MoneyText, { value: draft.discount, currency: true }),
      number: true,
    },
  ];
}
