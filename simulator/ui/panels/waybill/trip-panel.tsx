/**
 * 运输: the shipper's side of the driver's trips. Pick a waybill and see its state, photos and
 * timeline; approve or reject the receipt, reject one photo, cancel before departure, open loading
 * now (a waybill's loading window may open hours after the world starts), set the insurance premium
 * or a fuel deduction from the freight, or assign a load (a source) to a driver. The H5 sees it on
 * its next read.
 */
import { useCallback, useState } from 'react';
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { PhotoKind, TripPhoto } from '@/lib/contract/waybill/trip';
import { fenToYuan, parseYuanToFen } from '@/lib/domain/money';
import { usePolling } from '../../core/use-polling';
import { tripClient, type TripView } from './trip-client';
import { Choice, ErrorText, Hint, RefreshRow, Row, Section, ui, useAction } from '../ui';

/** The deduction this panel sets (the settlement takes any named one). */
const FUEL_DEDUCTION = '油费抵扣';

type Act = (a: () => Promise<unknown>) => void;

const STATUS_LABEL: Record<WaybillStatus, string> = {
  toLoad: '待装货',
  inTransit: '运输中',
  toReceipt: '待回单',
  done: '已完成',
  cancelled: '已取消',
};
const KINDS: { kind: PhotoKind; label: string }[] = [
  { kind: 'departure', label: '发车照片' },
  { kind: 'arrival', label: '卸货照片' },
  { kind: 'receipt', label: '回单照片' },
];
const DRIVER = '13800000002';

interface PhotosProps {
  w: TripView;
  kind: PhotoKind;
  label: string;
  /** The reason typed in the panel's 驳回原因 field. */
  reason: string;
  act: Act;
}

function Photos({ w, kind, label, reason, act }: PhotosProps) {
  const list: TripPhoto[] = w.photos[kind];
  if (list.length === 0) return null;
  return (
    <Row>
      <span>{label}：</span>
      {list.map((p, i) => (
        <span key={`${p.url}-${i}`}>
          <a href={p.watermarkUrl ?? p.url} target="_blank" rel="noreferrer">
            <img src={p.watermarkUrl ?? p.url} alt={`${label}${i + 1}`} width={64} height={48} />
          </a>
          {p.state === 'rejected' ? (
            <small> 已驳回：{p.rejectReason}</small>
          ) : (
            <button
              type="button"
              disabled={!reason}
              onClick={() => act(() => tripClient.rejectPhoto(w.id, kind, i, reason))}
            >
              驳回此张
            </button>
          )}
        </span>
      ))}
    </Row>
  );
}

function Selected({ w, act }: { w: TripView; act: Act }) {
  const [reason, setReason] = useState('照片不清晰，请重新上传');
  const [premium, setPremium] = useState(fenToYuan(w.premium?.amount ?? 0));
  const premiumFen = parseYuanToFen(premium);
  return (
    <Section title={`${w.waybillNo} · ${STATUS_LABEL[w.status]}`}>
      <Hint>
        {w.mobile} · {w.carNo} · {w.goodsName} {w.quantity}
        {w.unit === 'ton' ? '吨' : '方'} · {w.origin.regionName} → {w.destination.regionName}
        {w.receiptPending ? ' · 回单待审核' : ''}
        {w.receiptRejectReason ? ` · 回单已驳回：${w.receiptRejectReason}` : ''}
        {w.premium
          ? ` · 保险费 ¥${fenToYuan(w.premium.amount)} ${w.premium.paid ? '已付' : '未付'}`
          : ''}
        {` · 运费 ¥${fenToYuan(w.freightDetail.total)} · 司机应收 ¥${fenToYuan(w.freight)}`}
        {` · 装货时间 ${w.loadingStart} · 下一步 ${w.nextAction ?? '无'}`}
      </Hint>
      <Row>
        <label>
          驳回原因
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      </Row>
      {KINDS.map((k) => (
        <Photos key={k.kind} w={w} kind={k.kind} label={k.label} reason={reason} act={act} />
      ))}
      <Row>
        <button
          type="button"
          disabled={!w.receiptPending}
          onClick={() => act(() => tripClient.approveReceipt(w.id))}
        >
          确认回单
        </button>
        <button
          type="button"
          disabled={!w.receiptPending || !reason}
          onClick={() => act(() => tripClient.rejectReceipt(w.id, reason))}
        >
          驳回回单
        </button>
      </Row>
      <Row>
        <button
          type="button"
          disabled={w.status !== 'toLoad'}
          onClick={() => act(() => tripClient.cancel(w.id, '货主取消'))}
        >
          货主取消
        </button>
        <button
          type="button"
          disabled={w.status !== 'toLoad'}
          onClick={() => act(() => tripClient.openLoading(w.id))}
        >
          现在开始装货
        </button>
        <label>
          保险费（元）
          <input
            inputMode="decimal"
            value={premium}
            onChange={(e) => setPremium(e.target.value.trim())}
          />
        </label>
        <button
          type="button"
          disabled={w.status !== 'toLoad' || premiumFen === null || premiumFen < 0}
          onClick={() => act(() => tripClient.setPremium(w.id, premiumFen ?? 0))}
        >
          设置保险费
        </button>
      </Row>
      <FreightChangeRow w={w} act={act} />
      <FuelDeductionRow w={w} act={act} />
      <ol>
        {w.timeline.map((e, i) => (
          <li key={`${e.time}-${i}`}>
            {e.time} {e.text}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The shipper asks to change the driver's freight; the driver agrees or disagrees in the H5. */
function FreightChangeRow({ w, act }: { w: TripView; act: Act }) {
  const [yuan, setYuan] = useState('');
  const [why, setWhy] = useState('装货量调整');
  const fen = parseYuanToFen(yuan) ?? -1;
  return (
    <Row>
      <label>
        新运费（元）
        <input inputMode="decimal" value={yuan} onChange={(e) => setYuan(e.target.value.trim())} />
      </label>
      <label>
        变更原因
        <input value={why} onChange={(e) => setWhy(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={fen <= 0 || w.status === 'cancelled' || w.status === 'done'}
        onClick={() => act(() => tripClient.proposeFreightChange(w.id, fen, why))}
      >
        发起运费变更
      </button>
    </Row>
  );
}

/** The platform takes a fuel advance from the freight at settlement (the one settlement rule). */
function FuelDeductionRow({ w, act }: { w: TripView; act: Act }) {
  const taken = w.freightDetail.deductions.find((d) => d.name === FUEL_DEDUCTION);
  const [yuan, setYuan] = useState(taken ? fenToYuan(taken.amount) : '');
  const fen = parseYuanToFen(yuan);
  return (
    <Row>
      <label>
        {FUEL_DEDUCTION}（元）
        <input inputMode="decimal" value={yuan} onChange={(e) => setYuan(e.target.value.trim())} />
      </label>
      <button
        type="button"
        disabled={fen === null || fen < 0 || w.status === 'cancelled' || w.status === 'done'}
        onClick={() => act(() => tripClient.setDeduction(w.id, FUEL_DEDUCTION, fen ?? 0))}
      >
        设置扣款
      </button>
    </Row>
  );
}

function AssignForm({ act }: { act: Act }) {
  const [sourceId, setSourceId] = useState('S0002');
  const [mobile, setMobile] = useState(DRIVER);
  return (
    <Section title="货主指派运单">
      <Row>
        <input
          aria-label="货源编号"
          value={sourceId}
          onChange={(e) => setSourceId(e.target.value.trim())}
        />
        <input
          aria-label="司机手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value.trim())}
        />
        <button
          type="button"
          disabled={!sourceId || !mobile}
          onClick={() => act(() => tripClient.assign({ sourceId, mobile }))}
        >
          指派
        </button>
      </Row>
      <Hint>在司机的空闲车辆上生成一张待装货运单（货源 id 见货源面板）。</Hint>
    </Section>
  );
}

export default function TripPanel() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [status, setStatus] = useState<WaybillStatus | 'all'>('all');
  const [mobile, setMobile] = useState(DRIVER);
  const [picked, setPicked] = useState<string | null>(null);
  const read = useCallback(
    () =>
      tripClient.waybills({
        ...(mobile ? { mobile } : {}),
        ...(status === 'all' ? {} : { status }),
      }),
    [status, mobile],
  );
  const list = usePolling(read, autoRefresh ? 3000 : null);
  const { error, run } = useAction();
  const act: Act = (action) =>
    run(async () => {
      await action();
      await list.refresh();
    });
  const rows = list.data ?? [];
  const selected = rows.find((w) => w.id === picked) ?? null;

  return (
    <>
      <AssignForm act={act} />
      <Section title="运单">
        <Choice<WaybillStatus | 'all'>
          label="状态"
          value={status}
          options={[
            { value: 'all', label: '全部' },
            ...(Object.keys(STATUS_LABEL) as WaybillStatus[]).map((s) => ({
              value: s,
              label: STATUS_LABEL[s],
            })),
          ]}
          onChange={setStatus}
        />
        <Row>
          <label>
            司机手机号
            <input value={mobile} onChange={(e) => setMobile(e.target.value.trim())} />
          </label>
        </Row>
        <RefreshRow
          auto={autoRefresh}
          onAutoChange={setAutoRefresh}
          onRefresh={() => void list.refresh()}
        />
        <ErrorText error={error ?? list.error} />
        <table className={ui.table}>
          <tbody>
            {rows.map((w) => (
              <tr key={w.id} aria-selected={w.id === picked}>
                <td>
                  <button type="button" onClick={() => setPicked(w.id)}>
                    {w.waybillNo}
                  </button>{' '}
                  {STATUS_LABEL[w.status]}
                  {w.receiptPending ? ' · 回单待审核' : ''}
                  <br />
                  <small>
                    {w.goodsName} · {w.carNo} · {w.origin.regionName} → {w.destination.regionName}
                  </small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {selected && <Selected key={selected.id} w={selected} act={act} />}
    </>
  );
}
