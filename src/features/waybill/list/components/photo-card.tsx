/** The detail's trip photos by kind, each marked accepted or rejected. */
import type { TripPhoto, WaybillDetail } from '@/lib/contract/waybill/trip';
import { PHOTO_KINDS, photoKindLabel, photoTitle } from '../../shared/trip-photos';
import { detailMessages as t } from '../messages';
import { Card } from '@/components/card';
import styles from './detail.module.css';

function PhotoItem({ photo, alt }: { photo: TripPhoto; alt: string }) {
  const rejected = photo.state === 'rejected';
  return (
    <li className={styles.photo}>
      <img src={photo.watermarkUrl ?? photo.url} alt={alt} loading="lazy" />
      <span className={rejected ? styles.rejected : styles.accepted}>
        {rejected ? t.photoRejected : t.photoAccepted}
      </span>
      {rejected && photo.rejectReason ? (
        <span className={styles.rejected}>{photo.rejectReason}</span>
      ) : null}
    </li>
  );
}

export function PhotoCard({ detail }: { detail: WaybillDetail }) {
  const kinds = PHOTO_KINDS.filter((k) => detail.photos[k].length > 0);
  return (
    <Card title={t.photoSection}>
      {kinds.length === 0 ? <p className={styles.muted}>{t.noPhotos}</p> : null}
      {kinds.map((kind) => (
        <div
          key={kind}
          className={styles.photoGroup}
          role="group"
          aria-label={photoKindLabel[kind]}
        >
          <h3 className={styles.photoGroupTitle}>{photoKindLabel[kind]}</h3>
          <ul className={styles.photos}>
            {detail.photos[kind].map((photo, i) => (
              <PhotoItem key={`${photo.url}:${i}`} photo={photo} alt={photoTitle(kind, i + 1)} />
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}
