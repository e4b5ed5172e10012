/** The facts a driver weighs before taking the load: times, goods and quantity, money terms. */
import { MoneyText } from '@/components/money-text';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { detailMessages as t } from '../../shared/detail-messages';
import { lengthsText, minuteText, quantityText, truckFreight, typesText } from './detail-format';
import { DetailFields, DetailSection, type DetailRow } from './detail-section';
import styles from './detail.module.css';

function quantityRows(source: GoodsSourceDetail): DetailRow[] {
  if (source.kind === 'whole') return [[t.quantity, quantityText(source.totalQuantity, source)]];
  return [
    [
      t.remaining,
      `${quantityText(source.remainingQuantity, source)} / ${quantityText(source.totalQuantity, source)}`,
    ],
    [t.minPerTruck, quantityText(source.minQuantity, source)],
  ];
}

export function DetailFacts({ source }: { source: GoodsSourceDetail }) {
  return (
    <>
      <DetailSection title={t.timeSection}>
        <DetailFields
          rows={[
            [
              t.loadingWindow,
              <span key="window" className={styles.timeRange}>
                <span>{minuteText(source.loadingStart)}</span>
                <span>{t.timeTo(minuteText(source.loadingEnd))}</span>
              </span>,
            ],
            [
              t.unloadingTime,
              source.unloadingTime ? minuteText(source.unloadingTime) : t.noUnloadingTime,
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title={t.goodsSection}>
        <DetailFields
          rows={[
            [t.goodsName, source.goodsName],
            [t.goodsType, source.goodsType],
            [t.packing, source.packing],
            ...quantityRows(source),
            [t.vehicleLengths, lengthsText(source.vehicleLengths)],
            [t.vehicleTypes, typesText(source.vehicleTypes)],
          ]}
        />
      </DetailSection>
      <DetailSection title={t.feeSection}>
        <DetailFields
          rows={[
            [
              source.kind === 'whole' ? t.referencePrice : t.unitPrice,
              <>
                <MoneyText value={source.unitPrice} currency />
                {t.perUnit(source.unit)}
              </>,
            ],
            [
              truckFreight(source).label,
              <MoneyText key="truck" value={truckFreight(source).fen} currency />,
            ],
            [t.settlement, source.settlement],
            [t.lossAllowance, source.lossAllowance],
          ]}
        />
      </DetailSection>
    </>
  );
}
