import { Card, FactList } from '@/components/card';
import type { CaptainChangeBill, CaptainRef } from '@/lib/contract/waybill/after-sales';
import { changesMessages as t } from '../messages';

const who = (c: CaptainRef | null) => (c ? `${c.name} ${c.mobileMasked}` : t.captainNone);

/** The signed change: in force from its time, old captain → new captain. */
export function CaptainSigned({ bill }: { bill: CaptainChangeBill }) {
  return (
    <div role="status" aria-label={t.captainSigned}>
      <Card title={t.captainSigned}>
        <FactList
          facts={[
            { label: t.captainOld, value: who(bill.oldCaptain) },
            { label: t.captainNew, value: who(bill.newCaptain) },
            { label: t.captainSignedTime, value: bill.signedTime },
          ]}
        />
      </Card>
    </div>
  );
}
