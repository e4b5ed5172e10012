/**
 * 路况: the loaded route's field conditions by kilometre — a preset laid on the road, or drawn row by
 * row — and which of them holds where the truck is now. Rows are drafts: a wrong number stays as
 * typed, with the message, until it is put right.
 */
import type { FieldCondition, FieldConditionKind, RouteProgress } from '@sim/bridge/api';
import {
  CONDITION_LABEL,
  CONDITION_PRESETS,
  POINT_KINDS,
  describeCondition,
  presetConditions,
} from '@sim/bridge/field-conditions';
import { useState } from 'react';
import { native, useSimState } from '../../core/native';
import { ErrorText, Hint, Row, Section, ui, useAction } from '../ui';

interface Draft {
  kind: FieldConditionKind;
  fromKm: string;
  toKm: string;
  delayMs: string;
  loseEvery: string;
}

const KINDS = Object.keys(CONDITION_LABEL) as FieldConditionKind[];
const NONE: FieldCondition[] = [];

const draftOf = (c: FieldCondition): Draft => ({
  kind: c.kind,
  fromKm: String(c.fromKm),
  toKm: String(c.toKm),
  delayMs: String(c.delayMs ?? 2000),
  loseEvery: String(c.loseEvery ?? 3),
});

/** The draft as the native checks it: numbers as typed (a blank is not a zero). */
function conditionOf(d: Draft): FieldCondition {
  const num = (text: string) => (text.trim() === '' ? NaN : Number(text));
  const condition: FieldCondition = { kind: d.kind, fromKm: num(d.fromKm), toKm: num(d.toKm) };
  if (POINT_KINDS.includes(d.kind)) condition.toKm = condition.fromKm;
  if (d.kind === 'weakSignal') {
    condition.delayMs = num(d.delayMs);
    condition.loseEvery = num(d.loseEvery);
  }
  return condition;
}

function ConditionRow({
  draft,
  index,
  onChange,
  onRemove,
}: {
  draft: Draft;
  index: number;
  onChange(next: Draft): void;
  onRemove(): void;
}) {
  const n = index + 1;
  const field = (key: 'fromKm' | 'toKm' | 'delayMs' | 'loseEvery', label: string) => (
    <label>
      {label}
      <input
        aria-label={`路况 ${n} ${label}`}
        value={draft[key]}
        size={5}
        inputMode="decimal"
        onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      />
    </label>
  );
  const point = POINT_KINDS.includes(draft.kind);
  return (
    <li>
      <Row>
        <select
          aria-label={`路况 ${n} 类型`}
          value={draft.kind}
          onChange={(event) =>
            onChange({ ...draft, kind: event.target.value as FieldConditionKind })
          }
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CONDITION_LABEL[kind]}
            </option>
          ))}
        </select>
        {field('fromKm', point ? '位置 km' : '起点 km')}
        {point ? null : field('toKm', draft.kind === 'killed' ? '重新打开 km' : '终点 km')}
        {draft.kind === 'weakSignal' ? (
          <>
            {field('delayMs', '延迟 ms')}
            {field('loseEvery', '每几次丢 1 次')}
          </>
        ) : null}
        <button type="button" aria-label={`删除路况 ${n}`} onClick={onRemove}>
          删除
        </button>
      </Row>
    </li>
  );
}

export function FieldConditionsSection({ progress }: { progress: RouteProgress | null }) {
  const { location } = useSimState();
  const route = location.route;
  const saved = route?.conditions ?? NONE;
  const [drafts, setDrafts] = useState<Draft[]>(() => saved.map(draftOf));
  // A route loaded elsewhere (a preset road, a scenario file) brings its own rows.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDrafts(saved.map(draftOf));
  }
  const [preset, setPreset] = useState(CONDITION_PRESETS[0]!.id);
  const { error, run } = useAction();

  if (!route) return null;
  const totalM = progress?.totalM ?? 0;
  const active = progress?.conditions ?? [];
  const apply = (next: Draft[]) =>
    run(() => native.controls.location.setConditions(next.map(conditionOf)));
  const usePreset = () => {
    const chosen = CONDITION_PRESETS.find((p) => p.id === preset)!;
    run(() => native.controls.location.setConditions(presetConditions(chosen, totalM)));
  };

  return (
    <Section title="路况">
      <Hint>
        当前：{active.length === 0 ? '信号正常' : active.map(describeCondition).join('；')}
      </Hint>
      <Row>
        <label>
          预设
          <select value={preset} onChange={(event) => setPreset(event.target.value)}>
            {CONDITION_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={usePreset}>
          套用到本路线
        </button>
      </Row>
      {drafts.length === 0 ? <Hint>本路线没有路况。</Hint> : null}
      <ul aria-label="路况列表">
        {drafts.map((draft, index) => (
          <ConditionRow
            key={index}
            draft={draft}
            index={index}
            onChange={(next) => setDrafts(drafts.map((d, i) => (i === index ? next : d)))}
            onRemove={() => {
              const next = drafts.filter((_, i) => i !== index);
              setDrafts(next);
              apply(next);
            }}
          />
        ))}
      </ul>
      <Row>
        <button
          type="button"
          onClick={() => setDrafts([...drafts, draftOf({ kind: 'deadZone', fromKm: 0, toKm: 1 })])}
        >
          添加路况
        </button>
        <button type="button" className={ui.primary} onClick={() => apply(drafts)}>
          应用路况
        </button>
      </Row>
      <ErrorText error={error} />
    </Section>
  );
}
