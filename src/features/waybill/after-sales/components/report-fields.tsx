/** The fields a complaint and an abnormal report share: the type to pick and the site photos. */
import type { FieldBinding } from '@/components/form';
import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import { SelectField, type SelectOption } from '@/components/select-field';
import { Card } from '@/components/card';
import { afterSalesMessages as t } from '../messages';
import styles from './after-sales.module.css';

const MAX_PHOTOS = 9;

/** One type from the server's list; picking one shows its message at once. */
export function TypeField(props: {
  label: string;
  options: readonly SelectOption[];
  field: FieldBinding<string>;
}) {
  const { label, options, field } = props;
  return (
    <SelectField
      kind="buttonGroup"
      label={label}
      options={options}
      value={field.value || null}
      onChange={(v: string | null) => {
        field.onChange(v ?? '');
        field.onBlur();
      }}
      error={field.error}
    />
  );
}

/** 现场照片: up to nine. */
export function SitePhotos(props: {
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
}) {
  return (
    <Card title={t.photos}>
      <p className={styles.muted}>{t.photosHint}</p>
      <ImageUploader maxCount={MAX_PHOTOS} value={props.value} onChange={props.onChange} />
    </Card>
  );
}
