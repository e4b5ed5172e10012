/**
 * §4 "Bank real-name entry", shared by every entry that offers it (the Me tab's 银行卡实名认证):
 * `start()` asks the bank whether the driver has passed its real-name check. Passed → toast
 * 您已完成实名认证. No certificate number yet (no real-name record the bank could check) → the
 * licence screen with yinhangFlag, where the driver completes it. Otherwise the kit's
 * RealNameBankPopup opens, wired to the bank's send and verify calls (§5, §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/feedback';
import { RealNameBankPopup } from '@/components/real-name-bank-popup';
import type { UserDetail } from '@/lib/contract/account/auth';
import { account } from '@/lib/contract/account/auth';
import { realNameBank } from '@/lib/contract/money/real-name-bank';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/query/endpoint-query';
import { paths } from '@/lib/routing/paths';
import { useUserDetail } from '@/hooks/shared-reads';

const bankRealNameMessages = {
  alreadyVerified: '您已完成实名认证',
} as const;

export interface BankRealName {
  /** Checks, then toasts, navigates or opens the popup. Resolves once that is decided. */
  start: () => Promise<void>;
  /** Render it once where the entry is; it is the popup (closed until `start()` opens it). */
  popup: ReactNode;
  /** True while the bank is asked whether the driver is already verified. */
  checking: boolean;
}

function memberOf(user: UserDetail) {
  return {
    mobile: user.phone,
    tranNetMemberCode: user.appUserId,
    memberGlobalId: user.idNumber ?? '',
  };
}

export function useBankRealName(): BankRealName {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useUserDetail();
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  // The popup words send and verify failures itself (短信发送失败，请重试！, the bank's text).
  const send = useMutation(
    endpointMutation(realNameBank.certificationSendSms, { ignoreErrors: true }),
  );
  const verify = useMutation(
    endpointMutation(realNameBank.certificationVerification, { ignoreErrors: true }),
  );

  const start = useCallback(async () => {
    if (!user || checking) return;
    setChecking(true);
    try {
      const state = await queryClient.fetchQuery({
        ...endpointQuery(realNameBank.isCertificationVerification, {
          tranNetMemberCode: user.appUserId,
        }),
        staleTime: 0,
      });
      if (state.verified) showToast(bankRealNameMessages.alreadyVerified, 2000, 'success');
      else if (!user.idNumber) navigate(paths.license.to({ yinhangFlag: '1' }));
      else setOpen(true);
    } catch {
      // The HTTP client has already told the driver why the bank could not be asked.
    } finally {
      setChecking(false);
    }
  }, [user, checking, queryClient, navigate]);

  const popup = (
    <RealNameBankPopup
      visible={open}
      mobile={user?.phone ?? null}
      sendCode={() => send.mutateAsync(memberOf(user!))}
      verify={(flag) => verify.mutateAsync({ ...memberOf(user!), flag })}
      onVerified={() => {
        void queryClient.invalidateQueries({ queryKey: endpointKey(account.getUserDetail) });
        void queryClient.invalidateQueries({
          queryKey: endpointKey(realNameBank.isCertificationVerification),
        });
      }}
      onClose={() => setOpen(false)}
    />
  );

  return { start, popup, checking };
}
