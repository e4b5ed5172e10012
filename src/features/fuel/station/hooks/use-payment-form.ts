/**
 * The order being put together: product, mode, what was typed, the live quote and its message.
 * A message shows once the driver left the field or tapped 下一步, and follows the input from then
 * on; nothing typed is ever cleared. 下一步 keeps the order in the session for the code screen.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FuelPrice, FuelStation, OilType, OrderMode } from '@/lib/contract/fuel/station';
import { formatLitres } from '@/lib/domain/fuel';
import { fenToYuan } from '@/lib/domain/money';
import { paths } from '@/lib/routing/paths';
import { readDraft, saveDraft } from '../draft';
import { orderInputError, parseOrderValue, quoteOf } from '../order-input';

function typedOf(mode: OrderMode, value: number): string {
  return mode === 'amount' ? fenToYuan(value).replace(/,/g, '') : formatLitres(value / 100);
}

export function usePaymentForm(args: {
  station: FuelStation;
  oilType: OilType;
  prices: FuelPrice[];
  balance: number;
  carNo: string;
}) {
  const { station, oilType, prices, balance, carNo } = args;
  const navigate = useNavigate();
  const [kept] = useState(() => {
    const d = readDraft();
    return d && d.stationId === station.id && d.oilType === oilType ? d : null;
  });
  const [oilNo, setOilNo] = useState(kept?.product.oilNo ?? prices[0]?.oilNo ?? '');
  const [mode, setModeState] = useState<OrderMode>(kept?.mode ?? 'amount');
  const [text, setText] = useState(kept ? typedOf(kept.mode, kept.value) : '');
  const [shown, setShown] = useState(false);
  const product = prices.find((p) => p.oilNo === oilNo) ?? prices[0] ?? null;
  const quote = quoteOf(mode, text, product);
  const error = orderInputError(mode, text, quote, balance);

  const setMode = (next: OrderMode) => {
    if (next === mode) return;
    setModeState(next);
    setText('');
    setShown(false);
  };

  const next = () => {
    setShown(true);
    const value = parseOrderValue(mode, text);
    if (error || !quote || !product || value === null) return;
    saveDraft({
      stationId: station.id,
      stationName: station.name,
      oilType,
      carNo,
      product,
      mode,
      value,
      litres: quote.litres,
      totalPrice: quote.totalPrice,
      discount: quote.discount,
    });
    navigate(paths.fuelStationVerificationCode.to());
  };

  return {
    product,
    oilNo: product?.oilNo ?? '',
    setOilNo,
    mode,
    setMode,
    text,
    setText,
    touch: () => setShown(text.trim() !== '' || shown),
    quote,
    error: shown ? error : null,
    next,
  };
}
