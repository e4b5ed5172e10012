/**
 * Texts of the image uploader. §5 / §8 messages are spelled exactly as the spec gives them; entries
 * marked "not in the spec" fill gaps it leaves.
 */
import { domainMessages } from '@/lib/domain/messages';

export const imageUploaderMessages = {
  /** §5: a type other than jpeg, png, gif, psd, tif, bmp, or a HEIC file. */
  imageType: domainMessages.imageType,
  /** §5: the upload answered the string null. */
  uploadAnswerNull: domainMessages.imageUploadFailed,
  /** §8: the upload itself failed. */
  uploadFailed: '图片上传失败，请重试！',
  /** §5, §9: 10 s after the native capture failed. */
  captureFailed: '上传失败, 请重试!',
  /** §3: a finished item's message. */
  done: '上传完成',
  camera: '拍照',
  album: '从相册选择',
  cancel: '取消',
  /** Not in the spec. */
  uploading: '上传中',
  add: '上传图片',
  replace: '重新上传',
  chooseTitle: '选择图片来源',
  unknownLocation: '位置未知',
} as const;

/** Not in the spec: names of a tile's buttons for screen readers. */
export function previewLabel(n: number): string {
  return `查看第${n}张图片`;
}
export function deleteLabel(n: number): string {
  return `删除第${n}张图片`;
}
export function uploadingLabel(n: number): string {
  return `第${n}张图片上传中`;
}
export function countLabel(count: number, max: number): string {
  return `${count}/${max}`;
}
