/** Payment: what Alipay / WeChat Pay answer, after how long; or a one-shot answer for the next pay. */
import type { PaymentOutcome, WalletState } from '@sim/bridge/api';
import type { Wallet } from '@/lib/bridge/protocol';
import { native, useSimState } from '../../core/native';
import { Choice, DelayField, Hint, Row, Section } from '../ui';

const WALLETS: { wallet: Wallet; label: string }[] = [
  { wallet: 'alipay', label: '支付宝' },
  { wallet: 'wechat', label: '微信支付' },
];

const OUTCOMES = [
  { value: 'success', label: '支付成功' },
  { value: 'cancel', label: '用户取消' },
  { value: 'fail', label: '支付失败' },
] as const satisfies readonly { value: PaymentOutcome; label: string }[];

function WalletControls({
  wallet,
  label,
  state,
}: {
  wallet: Wallet;
  label: string;
  state: WalletState;
}) {
  const set = (outcome: PaymentOutcome, delayMs = state.delayMs) =>
    native.controls.payment.setDefault(wallet, outcome, delayMs);
  return (
    <Section title={label}>
      <Choice label="结果" value={state.outcome} options={OUTCOMES} onChange={(o) => set(o)} />
      <Row>
        <DelayField value={state.delayMs} onChange={(ms) => set(state.outcome, ms)} />
      </Row>
      <Row>
        <span>仅下一次：</span>
        {OUTCOMES.map((o) => (
          <button
            key={o.value}
            type="button"
            onClick={() => native.controls.payment.respond(wallet, o.value)}
          >
            {o.label}
          </button>
        ))}
      </Row>
    </Section>
  );
}

export default function PaymentPanel() {
  const { payment } = useSimState();
  return (
    <>
      {WALLETS.map(({ wallet, label }) => (
        <WalletControls key={wallet} wallet={wallet} label={label} state={payment[wallet]} />
      ))}
      <Hint>
        一次性队列：
        {payment.queue.length === 0
          ? '空'
          : payment.queue.map((q) => `${q.wallet}:${q.outcome}`).join(' → ')}
      </Hint>
    </>
  );
}
