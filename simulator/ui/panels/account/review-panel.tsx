/**
 * The platform's side of certification: the tester plays the reviewer. Real-name status and the
 * licence approval of any driver change at once (the H5 sees them on its next read), and the two
 * switches decide how the server answers new submissions: saved licences approved at once or left
 * for review, and the face provider's verdict.
 */
import type { CertificationStatus } from '@/lib/contract/account/auth';
import type { ApprovalStatus } from '@/lib/contract/account/license';
import { useState } from 'react';
import { sandboxClient, type UserPatch, type UserSummary } from '../../core/sandbox-client';
import { usePolling } from '../../core/use-polling';
import { Choice, ErrorText, Hint, RefreshRow, Section, ui, useAction } from '../ui';

const readUsers = () => sandboxClient.users();
const readConfig = () => sandboxClient.config();

const REAL_NAME: readonly { value: CertificationStatus; label: string }[] = [
  { value: 999, label: '999 未实名' },
  { value: 0, label: '0 待审核' },
  { value: 1, label: '1 已认证' },
  { value: 2, label: '2 认证失败' },
  { value: 3, label: '3 临时审核' },
];

const LICENCE: readonly { value: ApprovalStatus; label: string }[] = [
  { value: 10, label: '10 审核中' },
  { value: 20, label: '20 已认证' },
  { value: 30, label: '30 未通过' },
];

function UserRow({ user, onPatch }: { user: UserSummary; onPatch: (patch: UserPatch) => void }) {
  return (
    <tr>
      <td>
        {user.mobile}
        <br />
        <small>
          {user.name ?? '—'}
          {user.isCaptain ? ' · 车队长' : ''} · 车辆 {user.cars}
        </small>
      </td>
      <td>
        <select
          aria-label={`${user.mobile} 实名状态`}
          value={user.certificationStatus}
          onChange={(e) =>
            onPatch({ certificationStatus: Number(e.target.value) as CertificationStatus })
          }
        >
          {REAL_NAME.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </td>
      <td>
        {user.driverLicenseApprovalStatus === null ? (
          <small>无驾驶证</small>
        ) : (
          <select
            aria-label={`${user.mobile} 驾驶证审核`}
            value={user.driverLicenseApprovalStatus}
            onChange={(e) =>
              onPatch({ driverLicenseApprovalStatus: Number(e.target.value) as ApprovalStatus })
            }
          >
            {LICENCE.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </td>
    </tr>
  );
}

export default function ReviewPanel() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const users = usePolling(readUsers, autoRefresh ? 3000 : null);
  const config = usePolling(readConfig, autoRefresh ? 3000 : null);
  const { error, run } = useAction();
  const after = (action: () => Promise<unknown>) =>
    run(async () => {
      await action();
      await Promise.all([users.refresh(), config.refresh()]);
    });

  return (
    <>
      <Section title="审核规则">
        <Choice
          label="新提交的驾驶证"
          value={config.data?.autoApprove === false ? 'review' : 'approve'}
          options={[
            { value: 'approve', label: '立即通过 (20)' },
            { value: 'review', label: '留待审核 (10)' },
          ]}
          onChange={(v) => after(() => sandboxClient.config({ autoApprove: v === 'approve' }))}
        />
        <Choice
          label="人脸核验结果"
          value={config.data?.faceResult ?? 'success'}
          options={[
            { value: 'success', label: '通过' },
            { value: 'failure', label: '不通过' },
          ]}
          onChange={(v) => after(() => sandboxClient.config({ faceResult: v }))}
        />
        <ErrorText error={error ?? config.error} />
      </Section>
      <Section title="司机审核">
        <RefreshRow
          auto={autoRefresh}
          onAutoChange={setAutoRefresh}
          onRefresh={() => void users.refresh()}
        />
        <Hint>改动立即生效；H5 下次读取时看到新状态。</Hint>
        <ErrorText error={users.error} />
        <table className={ui.table}>
          <thead>
            <tr>
              <th>司机</th>
              <th>实名</th>
              <th>驾驶证</th>
            </tr>
          </thead>
          <tbody>
            {(users.data ?? []).map((user) => (
              <UserRow
                key={user.appUserId}
                user={user}
                onPatch={(patch) => after(() => sandboxClient.updateUser(user.mobile, patch))}
              />
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
