import { Popup } from 'antd-mobile';
import type { ImageSource } from '@/lib/bridge/protocol';
import { imageUploaderMessages as messages } from './messages';
import styles from './image-uploader.module.css';

const SOURCE_TEXT: Record<ImageSource, string> = {
  camera: messages.camera,
  album: messages.album,
};

export interface SourceSheetProps {
  visible: boolean;
  sources: readonly ImageSource[];
  onPick: (source: ImageSource) => void;
  onClose: () => void;
}

/**
 * 拍照 / 从相册选择 / 取消, laid out like antd-mobile's ActionSheet. Its own buttons because
 * ActionSheet marks its items role="option" outside any listbox, which screen readers (and axe)
 * reject.
 */
export function SourceSheet({ visible, sources, onPick, onClose }: SourceSheetProps) {
  return (
    <Popup visible={visible} position="bottom" onClose={onClose} bodyClassName={styles.sheet}>
      <div role="dialog" aria-modal="true" aria-label={messages.chooseTitle}>
        <div className={styles.sheetList}>
          {sources.map((source) => (
            <button
              key={source}
              type="button"
              className={styles.sheetItem}
              onClick={() => onPick(source)}
            >
              {SOURCE_TEXT[source]}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={`${styles.sheetItem} ${styles.sheetCancel}`}
          onClick={onClose}
        >
          {messages.cancel}
        </button>
      </div>
    </Popup>
  );
}
