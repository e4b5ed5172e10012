import { TabBar } from '@/components/tab-bar';
import type { OilType } from '@/lib/contract/fuel/station';
import { oilTypeLabel, fuelStationMessages as t } from '../messages';

const OPTIONS = (['new', 'old'] as const).map((value) => ({ value, label: oilTypeLabel[value] }));

/** 新油卡 · 旧油卡: which card pays (and which stations take it). */
export function CardSwitch(props: { value: OilType; onChange: (value: OilType) => void }) {
  return <TabBar label={t.cardSwitch} options={OPTIONS} {...props} />;
}
