/** 回单已提交 (/waybill/uploadreceipt/success?id=): waits for the shipper's approval. */
import { TripFrame } from '../components/trip-frame';
import { TripResult } from '../components/trip-result';
import { tripMessages as t } from '../messages';

export function ReceiptSuccessScreen() {
  return (
    <TripFrame>
      {(detail) => <TripResult detail={detail} title={t.receiptSent} note={t.receiptWaiting} />}
    </TripFrame>
  );
}

export default ReceiptSuccessScreen;
