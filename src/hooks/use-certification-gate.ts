/**
 * §4: entries that need a real-name record (driver qualification, bank cards — on the Me tab and in
 * the bank area) first check the driver's certificationStatus: with no record (999) a confirm
 * dialog asks them to certify and 去上传 leads to role selection; otherwise the entry goes on.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { showConfirm } from '@/components/feedback';
import { CertificationStatus, toCertificationStatus } from '@/lib/domain/certification';
import { paths } from '@/lib/routing/paths';
import { useUserDetail } from './shared-reads';

const certificationGateMessages = {
  prompt: '您还未实名认证，请先实名认证',
  upload: '去上传',
  cancel: '取消',
  title: '实名认证提醒',
} as const;

export interface CertificationGate {
  /** True while the driver has no real-name record (999): entries behind the gate prompt instead. */
  blocked: boolean;
  /**
   * Runs `proceed` for a driver with a record; for 999 shows the prompt (and goes to role selection
   * on 去上传). Resolves once the driver has answered.
   */
  guard: (proceed: () => void | Promise<void>) => Promise<void>;
}

export function useCertificationGate(): CertificationGate {
  const navigate = useNavigate();
  const { data: user } = useUserDetail();
  const blocked =
    toCertificationStatus(user?.certificationStatus) === CertificationStatus.NotCertified;

  const guard = useCallback(
    async (proceed: () => void | Promise<void>) => {
      if (!blocked) {
        await proceed();
        return;
      }
      const upload = await showConfirm({
        content: certificationGateMessages.prompt,
        confirmText: certificationGateMessages.upload,
        cancelText: certificationGateMessages.cancel,
        // antd-mobile forwards this to the dialog element without typing it.
        ...{ 'aria-label': certificationGateMessages.title },
      });
      if (upload) navigate(paths.selectRole.to());
    },
    [blocked, navigate],
  );

  return { blocked, guard };
}
