import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import { useSession } from '@/stores/session';
import styles from './trip.module.css';

interface PhotoCardProps {
  title: string;
  hint: string;
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
  error?: string;
}

/** §3/§4: up to 9 photos, watermarked with who took them, where and when (position 2). */
export function PhotoCard({ title, hint, value, onChange, error }: PhotoCardProps) {
  const user = useSession((s) => s.loginInfo);
  const watermark = { name: user?.realName ?? user?.name ?? '', phone: user?.phone ?? '' };
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      <ImageUploader
        value={value}
        onChange={onChange}
        maxCount={9}
        watermarkType="position"
        watermark={watermark}
        label={title}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
