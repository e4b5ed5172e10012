/**
 * The driver's avatar (§2.3): one round photo. Tapping it opens the photo source (拍照 / 从相册选择,
 * the image uploader's flow over the bridge); the new photo is stored with updateAvatar, 头像上传成功
 * is toasted and the user detail is read again, after which it is the one photo shown.
 */
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { showToast } from '@/components/feedback';
import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import { useUpdateAvatar } from '../api/profile';
import { meMessages } from '../messages';
import styles from './avatar-picker.module.css';

export function AvatarPicker({ avatar }: { avatar: string | null }) {
  const update = useUpdateAvatar();
  // The photo just taken while it is stored (the write settles once the detail is read again).
  const [storing, setStoring] = useState<UploadedImage | null>(null);

  const onChange = async (items: UploadedImage[]) => {
    const added = items.at(-1);
    if (!added || added.url === avatar) return;
    setStoring(added);
    try {
      await update.mutateAsync({ avatar: added.url });
      showToast(meMessages.avatarUploaded, 2000, 'success');
    } catch {
      // The HTTP client has told the driver why; the stored avatar stays.
    } finally {
      setStoring(null);
    }
  };

  // The uploader offers its one tile for a new photo with the current one painted on it; while a
  // new one is stored, that one is the tile (and nothing else can be picked).
  const photo = avatar
    ? ({ '--avatar-photo': `url(${JSON.stringify(avatar)})` } as CSSProperties)
    : {};
  return (
    <div className={styles.avatar} style={photo} data-photo={avatar ? '' : undefined}>
      <ImageUploader
        variant="avatar"
        maxCount={1}
        value={storing ? [storing] : []}
        onChange={(items) => void onChange(items)}
        deletable={false}
        disabled={storing !== null}
        label={meMessages.changeAvatar}
      />
    </div>
  );
}
