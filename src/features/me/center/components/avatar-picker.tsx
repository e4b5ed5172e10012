/**
 * The driver's avatar (§2.3, §9: the avatar uploader takes up to 2 images): the current one is the
 * first tile; a new upload is stored with updateAvatar, 头像上传成功 is toasted and the user detail
 * is read again, after which the new image is the only tile.
 */
import { useState } from 'react';
import { showToast } from '@/components/feedback';
import {
  AVATAR_UPLOADER_MAX_COUNT,
  ImageUploader,
  type UploadedImage,
} from '@/components/image-uploader';
import { useUpdateAvatar } from '../api/profile';
import { meMessages } from '../messages';
import styles from './avatar-picker.module.css';

function asItem(url: string): UploadedImage {
  return { url, urlorigin: url, status: 'done', message: '上传完成', isImage: true };
}

export function AvatarPicker({ avatar }: { avatar: string | null }) {
  const update = useUpdateAvatar();
  // The tiles while a new avatar is being stored; null shows the stored avatar.
  const [uploading, setUploading] = useState<UploadedImage[] | null>(null);
  const value = uploading ?? (avatar ? [asItem(avatar)] : []);

  const onChange = async (items: UploadedImage[]) => {
    const added = items.at(-1);
    if (!added || added.url === avatar) return;
    setUploading(items);
    try {
      await update.mutateAsync({ avatar: added.url });
      showToast(meMessages.avatarUploaded, 2000, 'success');
    } catch {
      // The HTTP client has told the driver why; the stored avatar stays.
    } finally {
      setUploading(null);
    }
  };

  return (
    <ImageUploader
      className={styles.avatar}
      variant="avatar"
      maxCount={AVATAR_UPLOADER_MAX_COUNT}
      value={value}
      onChange={(items) => void onChange(items)}
      deletable={false}
      disabled={update.isPending}
      label={meMessages.changeAvatar}
    />
  );
}
