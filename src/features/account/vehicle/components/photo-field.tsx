import { useId } from 'react';
import { FieldError } from '@/components/form';
import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import styles from './vehicle.module.css';

export interface PhotoFieldProps {
  label: string;
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
  error: string | null;
}

/**
 * One licence photo (camera or gallery through the bridge). Each photo is its own uploader, so a
 * failed upload is retried alone and the other photo stays.
 */
export function PhotoField({ label, value, onChange, error }: PhotoFieldProps) {
  const id = useId();
  return (
    <div className={styles.photoField} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {label}
      </span>
      <ImageUploader value={value} onChange={onChange} label={`上传${label}`} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
