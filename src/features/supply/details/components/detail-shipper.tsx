/** Who ships it: the shipper, a call button per contact (masked number shown) and the remark. */
import { useSingleFlight } from '@/components/form';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import type { Contact } from '@/lib/contract/supply/load';
import { detailMessages as t } from '../../shared/detail-messages';
import type { ContactRole } from '../hooks/detail-call';
import { DetailFields, DetailSection } from './detail-section';
import styles from './detail.module.css';

interface ContactRowProps {
  contactRole: ContactRole;
  contact: Contact;
  onCall: (role: ContactRole) => Promise<void>;
}

function ContactRow({ contactRole: role, contact, onCall }: ContactRowProps) {
  const { run, busy } = useSingleFlight();
  const label = role === 'loading' ? t.loadingContact : t.unloadingContact;
  return (
    <div className={styles.contact}>
      <div className={styles.contactMain}>
        <span className={styles.contactRole}>{label}</span>
        <span className={styles.contactName}>
          {contact.name} {contact.phoneMasked}
        </span>
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

export function DetailShipper({
  source,
  onCall,
}: {
  source: GoodsSourceDetail;
  onCall: ContactRowProps['onCall'];
}) {
  return (
    <DetailSection title={t.shipperSection}>
      <DetailFields rows={[[t.shipperName, source.shipperName]]} />
      <ContactRow contactRole="loading" contact={source.loadingContact} onCall={onCall} />
      <ContactRow contactRole="unloading" contact={source.unloadingContact} onCall={onCall} />
      <div className={styles.contactMain}>
        <span className={styles.contactRole}>{t.remark}</span>
        <p className={styles.remark}>{source.remark?.trim() || t.noRemark}</p>
      </div>
    </DetailSection>
  );
}
