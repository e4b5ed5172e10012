/** Camera and location permissions: their state, and what the driver answers the system prompt. */
import type { PermissionEntry } from '@sim/bridge/api';
import type { PermissionKind, PermissionState } from '@/lib/bridge/protocol';
import { native, useSimState } from '../../core/native';
import { Choice, Hint, Section } from '../ui';

const KINDS: { kind: PermissionKind; label: string }[] = [
  { kind: 'camera', label: '相机' },
  { kind: 'location', label: '定位' },
];

const STATES = [
  { value: 'granted', label: '已允许' },
  { value: 'denied', label: '已拒绝' },
  { value: 'prompt', label: '未询问' },
] as const satisfies readonly { value: PermissionState; label: string }[];

const ANSWERS = [
  { value: 'grant', label: '允许' },
  { value: 'deny', label: '拒绝' },
] as const satisfies readonly { value: PermissionEntry['promptAnswer']; label: string }[];

export default function PermissionsPanel() {
  const { permissions } = useSimState();
  return (
    <>
      {KINDS.map(({ kind, label }) => (
        <Section key={kind} title={`${label}权限`}>
          <Choice
            label="状态"
            value={permissions[kind].state}
            options={STATES}
            onChange={(state) => native.controls.permissions.set(kind, state)}
          />
          <Choice
            label="弹窗时司机选择"
            value={permissions[kind].promptAnswer}
            options={ANSWERS}
            onChange={(answer) => native.controls.permissions.onPrompt(kind, answer)}
          />
        </Section>
      ))}
      <Hint>「未询问」时 requestPermission 会弹出系统询问，按上面的选择作答。</Hint>
    </>
  );
}
