/** 货主发布货源: the market panel's form publishing a new source (market-panel.tsx). */
import { useState } from 'react';
import { marketClient, type PublishSpec } from './market-client';
import { Choice, Row, Section, toNumber, ui } from '../ui';

const ENTERPRISES = [
  ['E01', '冀中能源'],
  ['E02', '晋煤运销'],
  ['E03', '恒信钢铁'],
  ['E04', '恒通煤业'],
  ['E05', '鲁粮储运'],
  ['E06', '苏建建材'],
  ['E07', '中原化肥'],
  ['E08', '粤林木业'],
] as const;

export function PublishForm({ act }: { act: (a: () => Promise<unknown>) => void }) {
  const [spec, setSpec] = useState<PublishSpec>({ kind: 'bulk', enterpriseId: 'E01' });
  const set = (patch: PublishSpec) => setSpec((old) => ({ ...old, ...patch }));
  return (
    <Section title="货主发布货源">
      <Choice
        label="类型"
        value={spec.kind ?? 'bulk'}
        options={[
          { value: 'bulk', label: '大宗' },
          { value: 'whole', label: '整车' },
        ]}
        onChange={(kind) => set({ kind })}
      />
      <Row>
        <label>
          货主
          <select value={spec.enterpriseId} onChange={(e) => set({ enterpriseId: e.target.value })}>
            {ENTERPRISES.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {spec.kind !== 'whole' && (
          <label>
            总量（吨）
            <input
              type="number"
              min={1}
              value={spec.totalQuantity ?? ''}
              onChange={(e) =>
                set({
                  totalQuantity: toNumber(e.target.value, spec.totalQuantity ?? 0) || undefined,
                })
              }
            />
          </label>
        )}
      </Row>
      <Row>
        {(['enterpriseOnly', 'needFence', 'needDelegation'] as const).map((flag) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={spec[flag] ?? false}
              onChange={(e) => set({ [flag]: e.target.checked })}
            />
            {
              { enterpriseOnly: '企业专属', needFence: '电子围栏', needDelegation: '需委托授权' }[
                flag
              ]
            }
          </label>
        ))}
        <label>
          指派给
          <input
            placeholder="手机号（可空）"
            value={spec.assignToMobile ?? ''}
            onChange={(e) => set({ assignToMobile: e.target.value.trim() || undefined })}
          />
        </label>
      </Row>
      <button
        type="button"
        className={ui.primary}
        onClick={() => act(() => marketClient.publish(spec))}
      >
        发布
      </button>
      <button type="button" onClick={() => act(() => marketClient.grow(2000))}>
        批量发布 2000 条
      </button>
    </Section>
  );
}
