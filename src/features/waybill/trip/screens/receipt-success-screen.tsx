/** 回单已提交 (/waybill/uploadreceipt/success?id=): waits for the shipper's approval, then the freight settles. */
import { Link } from 'react-router-dom';
import { paths } from '@/lib/routing/paths';
import { TripFrame } from '../components/trip-frame';
import { TripResult } from '../components/trip-result';
import styles from '../components/trip.module.css';
import { tripMessages as t } from '../messages';

export function ReceiptSuccessScreen() {
  return (
    <TripFrame>
      {(detail) => (
        <TripResult
          detail={detail}
          title={t.receiptSent}
          note={t.receiptWaiting}
          facts={[{ label: t.waybillNo, value: detail.waybillNo, number: true }]}
        >
          <p className={styles.settles}>
            {t.receiptSettles} <Link to={paths.walletBalance.to({})}>{t.viewWallet}</Link>
          </p>
        </TripResult>
      )}
    </TripFrame>
  );
}

export default ReceiptSuccessScreen;
