/**
 * §4 unsigned-agreement reminder: shown while the driver has unsigned invoicing agreements. Tapping
 * it opens the sign dialog with the oldest one's text; its button counts down 5 s and then leads to
 * /verifyAgree with that agreement's id, where the driver signs exactly it with an SMS code (the
 * next one, if any, keeps the banner up). The dialog (and the HTML sanitizer) loads on that tap.
 */
import { RightOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { useUnsignedAgreements } from '@/hooks/shared-reads';
import { meMessages } from '../messages';
import styles from './agreement-banner.module.css';

const AgreementSignDialog = lazy(() => import('./agreement-sign-dialog'));

export function AgreementBanner({ driverId, mobile }: { driverId: string; mobile: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing still animates.
  const [opened, setOpened] = useState(false);
  const { data: agreements = [] } = useUnsignedAgreements(driverId);
  const shown = agreements[0];
  if (!shown) return null;

  return (
    <>
      <button
        type="button"
        className={styles.banner}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <span className={styles.text}>{meMessages.unsignedBanner}</span>
        <span className={styles.action}>
          {meMessages.unsignedBannerAction}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <AgreementSignDialog
            visible={open}
            agreement={shown}
            onCancel={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              void navigate(
                paths.verifyAgree.to({
                  mobile,
                  verifytype: 'certification',
                  agreementId: shown.id,
                }),
              );
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
