/** The detail's contacts, each called through the virtual number. */
import { Card, FactList } from '@/components/card';
import { ContactRow } from '@/components/contact-row';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import type { ContactRole } from '../hooks/use-call-contact';
import { detailMessages as t } from '../messages';

export function ContactCard({
  detail,
  onCall,
}: {
  detail: WaybillDetail;
  onCall: (role: ContactRole) => Promise<void>;
}) {
  const rows: [ContactRole, string, { name: string; phoneMasked: string }][] = [
    ['shipper', t.shipperContact, detail.shipperContact],
    ['loading', t.loadingContact, detail.loadingContact],
    ['unloading', t.unloadingContact, detail.unloadingContact],
  ];
  return (
    <Card title={t.contactSection}>
      <FactList facts={[{ label: t.shipperName, value: detail.shipperName }]} />
      {rows.map(([role, label, person]) => (
        <ContactRow
          key={role}
          role={label}
          name={person.name}
          phone={person.phoneMasked}
          callLabel={t.call(label)}
          onCall={() => onCall(role)}
        />
      ))}
    </Card>
  );
}
