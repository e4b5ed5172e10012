import { ensureCameraPermission } from '@/components/camera-permission-dialogs';
import { Card } from '@/components/card';
import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import type { BridgeClient } from '@/lib/bridge/bridge';
import { usePhotoWatermark } from '../../shared/use-photo-watermark';
import { photosKept } from '../messages';
import styles from './trip.module.css';

interface PhotoCardProps {
  title: string;
  hint: string;
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
  error?: string;
  /** The trip's uploader bridge: keeps a photo whose upload met no network. */
  bridge?: BridgeClient;
  /** Photos kept on the phone, waiting for the network. */
  localCount?: number;
}

/** §3/§4: up to 9 photos, watermarked with who took them, where and when (position 2). */
export function PhotoCard(props: PhotoCardProps) {
  const { title, hint, value, onChange, error, bridge, localCount = 0 } = props;
  const watermark = usePhotoWatermark();
  return (
    <Card title={title}>
      <p className={styles.hint}>{hint}</p>
      <ImageUploader
        value={value}
        onChange={onChange}
        maxCount={9}
        watermarkType="position"
        watermark={watermark}
        label={title}
        {...(bridge ? { bridge, ensureCamera: ensureCameraPermission } : {})}
      />
      {localCount > 0 ? (
        <p className={styles.kept} role="status">
          {photosKept(localCount)}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
