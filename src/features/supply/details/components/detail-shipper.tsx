/** Who ships it: the shipper, a call per contact (masked number shown) and the remark. */
import { Card, FactList } from '@/components/card';
import { ContactRow } from '@/components/contact-row';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { detailMessages as t } from '../../shared/detail-messages';
import type { ContactRole } from '../hooks/detail-call';

export function DetailShipper({
  source,
  onCall,
}: {
  source: GoodsSourceDetail;
  onCall: (role: ContactRole) => Promise<void>;
}) {
  return (
    <Card title={t.shipperSection}>
      <FactList facts={[{ label: t.shipperName, value: source.shipperName }]} />
      <ContactRow
        role={t.loadingContact}
        name={source.loadingContact.name}
        phone={source.loadingContact.phoneMasked}
        onCall={() => onCall('loading')}
      />
      <ContactRow
        role={t.unloadingContact}
        name={source.unloadingContact.name}
        phone={source.unloadingContact.phoneMasked}
        onCall={() => onCall('unloading')}
      />
      <FactList facts={[{ label: t.remark, value: source.remark?.trim() || t.noRemark }]} />
    </Card>
  );
}
