import { Card } from '@/components/card';
import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import type { RejectedPhoto } from '@/lib/contract/waybill/after-sales';
import { usePhotoWatermark } from '../../shared/use-photo-watermark';
import { photoTitle } from '../../shared/trip-photos';
import { changesMessages as t } from '../messages';
import styles from './changes.module.css';

interface RejectedPhotoCardProps {
  photo: RejectedPhoto;
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
}

/** `departure-2` → 发车照片第2张. */
function rejectedTitle(photo: Pick<RejectedPhoto, 'photoId' | 'kind'>): string {
  return photoTitle(photo.kind, Number(photo.photoId.split('-')[1]));
}

/** One rejected photo: why, the old one, and its re-take (watermarked as on the trip screens). */
export function RejectedPhotoCard({ photo, value, onChange }: RejectedPhotoCardProps) {
  const watermark = usePhotoWatermark();
  const title = rejectedTitle(photo);
  return (
    <Card title={title}>
      <p className={styles.reason}>{`${t.repairReason}：${photo.rejectReason}`}</p>
      <div className={styles.photoRow}>
        <img
          className={styles.thumb}
          src={photo.watermarkUrl ?? photo.url}
          alt={`${title}${t.repairOld}`}
        />
        <ImageUploader
          value={value}
          onChange={onChange}
          watermarkType="position"
          watermark={watermark}
          label={t.repairRetake(title)}
        />
      </div>
    </Card>
  );
}
