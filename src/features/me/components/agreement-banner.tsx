/**
 * §4 unsigned-agreement reminder: shown while the driver has unsigned invoicing agreements. Tapping
 * it opens the sign dialog with the agreement text; its button counts down 5 s and then leads to
 * /verifyAgree, where the driver signs with an SMS code.
 */
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SafeHtml } from '@/components/safe-html';
import { SignCountdownDialog } from '@/components/sign-countdown-dialog';
import { paths } from '@/lib/routing/paths';
import { useUnsignedAgreements } from '../api/invoicing-agreement';
import { meMessages } from '../messages';
import styles from './agreement-banner.module.css';

export function AgreementBanner({ driverId, mobile }: { driverId: string; mobile: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: agreements = [] } = useUnsignedAgreements(driverId);
  if (agreements.length === 0) return null;

  return (
    <>
      <button type="button" className={styles.banner} onClick={() => setOpen(true)}>
        <span className={styles.text}>{meMessages.unsignedBanner}</span>
        <span className={styles.action}>
          {meMessages.unsignedBannerAction}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
      <SignCountdownDialog
        visible={open}
        title={agreements[0]!.agreementName}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void navigate(paths.verifyAgree.to({ mobile, verifytype: 'certification' }));
        }}
      >
        {agreements.map((a) => (
          <SafeHtml key={a.id} html={a.contractContent} label={a.agreementName} headingBase={3} />
        ))}
      </SignCountdownDialog>
    </>
  );
}
