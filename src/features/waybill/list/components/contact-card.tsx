/** The detail's contacts, each called through the virtual number. */
import { useSingleFlight } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import type { ContactRole } from '../hooks/use-call-contact';
import { detailMessages as t } from '../messages';
import { Fields } from './fields';
import { Section } from './section';
import styles from './detail.module.css';

function ContactRow({
  contactRole: role,
  label,
  text,
  onCall,
}: {
  contactRole: ContactRole;
  label: string;
  text: string;
  onCall: (role: ContactRole) => Promise<void>;
}) {
  const { run, busy } = useSingleFlight();
  return (
    <div className={styles.contact}>
      <div className={styles.stopMain}>
        <span className={styles.contactRole}>{label}</span>
        <span>{text}</span>
      </div>
      <button
        type="button"
        className={styles.roundButton}
        aria-label={t.call(label)}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void run(() => onCall(role))}
      >
        {t.callShort}
      </button>
    </div>
  );
}

export function ContactCard({
  detail,
  onCall,
}: {
  detail: WaybillDetail;
  onCall: (role: ContactRole) => Promise<void>;
}) {
  const c = (x: { name: string; phoneMasked: string }) => `${x.name} ${x.phoneMasked}`;
  return (
    <Section title={t.contactSection}>
      <Fields rows={[[t.shipperName, detail.shipperName]]} />
      <ContactRow
        contactRole="shipper"
        label={t.shipperContact}
        text={c(detail.shipperContact)}
        onCall={onCall}
      />
      <ContactRow
        contactRole="loading"
        label={t.loadingContact}
        text={c(detail.loadingContact)}
        onCall={onCall}
      />
      <ContactRow
        contactRole="unloading"
        label={t.unloadingContact}
        text={c(detail.unloadingContact)}
        onCall={onCall}
      />
    </Section>
  );
}
