import { Card } from '@/components/card';
import type { TripPhotos } from '@/lib/contract/waybill/trip';
import { PHOTO_KINDS, photoTitle } from '../../shared/trip-photos';
import { changesMessages as t } from '../messages';
import styles from './changes.module.css';

/** The photos that passed: they stay as they are and are not sent again. */
export function KeptPhotos({ photos }: { photos: TripPhotos }) {
  const kept = PHOTO_KINDS.flatMap((kind) =>
    photos[kind].flatMap((p, i) =>
      p.state === 'accepted'
        ? [{ key: `${kind}-${i + 1}`, title: photoTitle(kind, i + 1), p }]
        : [],
    ),
  );
  if (kept.length === 0) return null;
  return (
    <Card title={t.repairKept}>
      <p className={styles.muted}>{t.repairKeptText}</p>
      <ul className={styles.keptList}>
        {kept.map(({ key, title, p }) => (
          <li key={key} className={styles.keptItem}>
            {/* The caption names it: an alt text would say it twice. */}
            <img className={styles.thumb} src={p.watermarkUrl ?? p.url} alt="" />
            <span className={styles.muted}>{title}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
