/**
 * 加油: the stations' and the fleet's side of fuelling. Pick a driver by mobile and see both cards and
 * the orders; the attendant fuels (核销) or the station refunds an order waiting at the pump; the
 * fleet recharges a card; fix a station product's prices (the H5 then meets 油价已更新 on an order
 * quoted at the old price). The H5 sees it on its next read.
 */
import { useState } from 'react';
import type { FuelOrder, FuelOrderState, OilType } from '@/lib/contract/fuel/station';
import { formatLitres } from '@/lib/domain/fuel';
import { fenToYuan, parseYuanToFen } from '@/lib/domain/money';
import { useDriverView, type Act } from '../driver-view';
import { fuelClient } from './fuel-client';
import { Hint, Row, Section, ui } from '../ui';

const STATE_LABEL: Record<FuelOrderState, string> = {
  paid: '待加油',
  fuelled: '已加油',
  refunded: '已退款',
};
const CARD_LABEL: Record<OilType, string> = { new: '新油卡', old: '旧油卡' };
const DRIVER = '13800000002';
const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

function OrderRow({ o, reason, act }: { o: FuelOrder; reason: string; act: Act }) {
  const open = o.state === 'paid';
  return (
    <tr>
      <td>
        {o.orderNo} · {CARD_LABEL[o.oilType]} · {yuan(o.totalPrice)} · {STATE_LABEL[o.state]}
        <br />
        <small>
          {o.createTime} · {o.stationName} · {o.oilName} {formatLitres(o.litres)}
          {o.unit} · {o.carNo} · 核销码 {o.verifyCode}
        </small>
      </td>
      <td>
        <button
          type="button"
          disabled={!open}
          onClick={() => act(() => fuelClient.fuel(o.orderNo))}
        >
          加油完成
        </button>
        <button
          type="button"
          disabled={!open || !reason}
          onClick={() => act(() => fuelClient.refund(o.orderNo, reason))}
        >
          退款
        </button>
      </td>
    </tr>
  );
}

function RechargeForm({ mobile, act }: { mobile: string; act: Act }) {
  const [amount, setAmount] = useState('500.00');
  const [card, setCard] = useState<OilType>('new');
  const fen = parseYuanToFen(amount) ?? 0;
  return (
    <Row>
      <label>
        油卡
        <select value={card} onChange={(e) => setCard(e.target.value as OilType)}>
          <option value="new">新油卡</option>
          <option value="old">旧油卡</option>
        </select>
      </label>
      <label>
        充值金额（元）
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={fen <= 0 || !mobile}
        onClick={() => act(() => fuelClient.recharge(mobile, card, fen))}
      >
        车队充值
      </button>
    </Row>
  );
}

function PriceForm({ act }: { act: Act }) {
  const [stationId, setStationId] = useState('ST0001');
  const [oilNo, setOilNo] = useState('0#');
  const [text, setText] = useState({ list: '7.50', cardNew: '7.00', cardOld: '7.20' });
  const fix = () => ({
    listPrice: parseYuanToFen(text.list) ?? -1,
    cardPriceNew: parseYuanToFen(text.cardNew) ?? -1,
    cardPriceOld: parseYuanToFen(text.cardOld) ?? -1,
  });
  const field = (k: keyof typeof text, label: string) => (
    <label>
      {label}
      <input
        inputMode="decimal"
        value={text[k]}
        onChange={(e) => setText({ ...text, [k]: e.target.value.trim() })}
      />
    </label>
  );
  return (
    <Section title="油价（元/升）">
      <Row>
        <label>
          油站
          <input value={stationId} onChange={(e) => setStationId(e.target.value.trim())} />
        </label>
        <label>
          油品
          <input value={oilNo} onChange={(e) => setOilNo(e.target.value.trim())} />
        </label>
      </Row>
      <Row>
        {field('list', '挂牌价')}
        {field('cardNew', '新卡价')}
        {field('cardOld', '旧卡价')}
      </Row>
      <Row>
        <button
          type="button"
          onClick={() => act(() => fuelClient.setPrice(stationId, oilNo, fix()))}
        >
          设定油价
        </button>
        <button
          type="button"
          onClick={() => act(() => fuelClient.setPrice(stationId, oilNo, null))}
        >
          恢复每日油价
        </button>
      </Row>
    </Section>
  );
}

export default function FuelPanel() {
  const [reason, setReason] = useState('油站暂停供油');
  const { mobile, data, act, picker } = useDriverView(fuelClient.driver, DRIVER);

  return (
    <>
      <Section title="司机油卡">
        {picker}
        {data && (
          <Hint>
            新油卡 {yuan(data.balances.gasLeftPrice)} · 旧油卡 {yuan(data.balances.oilLeftPrice)} ·
            待加油 {data.orders.filter((o) => o.state === 'paid').length} 笔
          </Hint>
        )}
        <RechargeForm mobile={mobile} act={act} />
      </Section>
      <Section title="加油订单">
        <Row>
          <label>
            退款原因
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </Row>
        <table className={ui.table}>
          <tbody>
            {(data?.orders ?? []).map((o) => (
              <OrderRow key={o.orderNo} o={o} reason={reason} act={act} />
            ))}
          </tbody>
        </table>
        {data && data.orders.length === 0 ? <Hint>暂无加油订单</Hint> : null}
      </Section>
      <PriceForm act={act} />
    </>
  );
}
