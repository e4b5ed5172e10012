/**
 * 资金: the platform's side of a driver's wallet. Pick a driver by mobile and see the balance and
 * the withdrawals; approve, pay or reject (with a reason) each; set the withdrawal limits; credit
 * a test income (a made-up waybill settled to him). The H5 sees it on its next read.
 */
import { useState } from 'react';
import type { WithdrawApplication, WithdrawState } from '@/lib/contract/money/withdraw';
import { fenToYuan, parseYuanToFen } from '@/lib/domain/money';
import { useDriverView, type Act } from '../driver-view';
import { moneyClient, type WithdrawLimits } from './money-client';
import { Hint, Row, Section, ui } from '../ui';

const STATE_LABEL: Record<WithdrawState, string> = {
  applied: '审核中',
  approved: '已通过',
  paid: '已到账',
  rejected: '已驳回',
};
const DRIVER = '13800000002';
const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

function ApplicationRow({ a, reason, act }: { a: WithdrawApplication; reason: string; act: Act }) {
  const open = a.state === 'applied' || a.state === 'approved';
  return (
    <tr>
      <td>
        {a.applicationNo} · {yuan(a.amount)} · {STATE_LABEL[a.state]}
        <br />
        <small>
          {a.applyTime} · {a.bankName} 尾号{a.cardTail}
          {a.rejectReason ? ` · ${a.rejectReason}` : ''}
        </small>
      </td>
      <td>
        <button
          type="button"
          disabled={a.state !== 'applied'}
          onClick={() => act(() => moneyClient.approve(a.id))}
        >
          通过
        </button>
        <button type="button" disabled={!open} onClick={() => act(() => moneyClient.pay(a.id))}>
          打款
        </button>
        <button
          type="button"
          disabled={!open || !reason}
          onClick={() => act(() => moneyClient.reject(a.id, reason))}
        >
          驳回
        </button>
      </td>
    </tr>
  );
}

function LimitsForm({ limits, act }: { limits: WithdrawLimits; act: Act }) {
  const [text, setText] = useState({
    minAmount: fenToYuan(limits.minAmount),
    singleLimit: fenToYuan(limits.singleLimit),
    dailyLimit: fenToYuan(limits.dailyLimit),
  });
  const fields: [keyof WithdrawLimits, string][] = [
    ['minAmount', '单笔最低'],
    ['singleLimit', '单笔限额'],
    ['dailyLimit', '每日限额'],
  ];
  const save = () => {
    const next: Partial<WithdrawLimits> = {};
    for (const [k] of fields) next[k] = parseYuanToFen(text[k]) ?? -1;
    return moneyClient.setLimits(next);
  };
  return (
    <Section title="提现限额（元）">
      <Row>
        {fields.map(([k, label]) => (
          <label key={k}>
            {label}
            <input
              inputMode="decimal"
              value={text[k]}
              onChange={(e) => setText({ ...text, [k]: e.target.value.trim() })}
            />
          </label>
        ))}
        <button type="button" onClick={() => act(save)}>
          保存限额
        </button>
      </Row>
    </Section>
  );
}

function CreditForm({ mobile, act }: { mobile: string; act: Act }) {
  const [amount, setAmount] = useState('1000.00');
  const fen = parseYuanToFen(amount) ?? 0;
  return (
    <Row>
      <label>
        测试运费（元）
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={fen <= 0 || !mobile}
        onClick={() => act(() => moneyClient.credit(mobile, fen))}
      >
        结算一笔运费
      </button>
    </Row>
  );
}

export default function MoneyPanel() {
  const [reason, setReason] = useState('银行卡信息有误');
  const { mobile, data, act, picker } = useDriverView(moneyClient.driver, DRIVER);

  return (
    <>
      <Section title="司机资金">
        {picker}
        {data && (
          <Hint>
            可用余额 {yuan(data.balance.availableBalance)} · 冻结 {yuan(data.balance.frozenBalance)}{' '}
            · 可提现运单 {data.incomes.filter((i) => i.remaining > 0).length} 笔
          </Hint>
        )}
        <CreditForm mobile={mobile} act={act} />
      </Section>
      <Section title="提现申请">
        <Row>
          <label>
            驳回原因
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
        </Row>
        <table className={ui.table}>
          <tbody>
            {(data?.applications ?? []).map((a) => (
              <ApplicationRow key={a.id} a={a} reason={reason} act={act} />
            ))}
          </tbody>
        </table>
        {data && data.applications.length === 0 ? <Hint>暂无提现申请</Hint> : null}
      </Section>
      {data && <LimitsForm key={JSON.stringify(data.limits)} limits={data.limits} act={act} />}
    </>
  );
}
