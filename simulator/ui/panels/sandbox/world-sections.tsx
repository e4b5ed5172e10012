/**
 * Two parts of the 沙箱 panel a tester needs while walking a journey by hand: the system
 * configuration the app reads once after login (§7.1 pbc/sysConfigItem: the electronic-fence
 * detection and trail intervals …), editable, and the world's invariants
 * (simulator/sandbox/invariants.ts) with what breaks them now — a world that could not exist is a
 * bug of the sandbox, not of the app.
 */
import type { Violation } from '@sim/sandbox/invariants';
import { useState } from 'react';
import type { SysConfigItem } from '@/lib/contract/common/sys-config';
import { usePolling } from '../../core/use-polling';
import { controlCall } from '../control-call';
import { ErrorText, Hint, Row, Section, ui, useAction } from '../ui';

const settings = controlCall('settings');
const readItems = () => settings<SysConfigItem[]>('GET', 'config-items');
const readViolations = async (): Promise<Violation[]> => {
  const res = await fetch('/__sandbox/invariants');
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Violation[];
};

function ItemRow({ item, onSaved }: { item: SysConfigItem; onSaved: () => Promise<unknown> }) {
  const [value, setValue] = useState(item.itemValue);
  const { error, run } = useAction();
  return (
    <Row>
      <label>
        {item.itemName}
        <input value={value} onChange={(e) => setValue(e.target.value.trim())} />
      </label>
      <button
        type="button"
        aria-label={`保存${item.itemName}`}
        disabled={value === '' || value === item.itemValue}
        onClick={() =>
          run(async () => {
            await settings('POST', 'config-item', { itemKey: item.itemKey, itemValue: value });
            await onSaved();
          })
        }
      >
        保存
      </button>
      <small>{item.itemKey}</small>
      <ErrorText error={error} />
    </Row>
  );
}

export function ConfigItemsSection() {
  const items = usePolling(readItems, null);
  return (
    <Section title="系统配置">
      <Hint>H5 登录后读取一次（电子围栏检测间隔、轨迹间隔等）；改后重新登录生效。</Hint>
      <ErrorText error={items.error} />
      {(items.data ?? []).map((item) => (
        <ItemRow key={`${item.itemKey}=${item.itemValue}`} item={item} onSaved={items.refresh} />
      ))}
    </Section>
  );
}

export function WorldRulesSection() {
  const violations = usePolling(readViolations, 5000);
  const list = violations.data ?? [];
  return (
    <Section title="世界规则">
      <ErrorText error={violations.error} />
      {violations.data && list.length === 0 ? (
        <Hint>数据自洽：一车一单、载重合乎车型、金额对得上、日期不晚于服务器时间。</Hint>
      ) : null}
      {list.length > 0 ? (
        <table className={ui.table} aria-label="违反的世界规则">
          <tbody>
            {list.map((v, i) => (
              <tr key={`${v.rule}-${i}`}>
                <td>{v.rule}</td>
                <td>{v.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Section>
  );
}
