/**
 * The two camera-permission dialogs (§4, §6): 相机权限获取提醒 before the first system prompt, and
 * 温馨提示 when the permission is off. Render it with `dialog` to show one; `ensureCameraPermission()`
 * runs the whole flow and shows the same dialogs imperatively.
 */
import { Dialog } from 'antd-mobile';
import type { DialogProps } from 'antd-mobile';
import type { CameraDialogKind } from './camera-permission-flow';
import { cameraPermissionMessages as m } from './messages';
import styles from './camera-permission-dialogs.module.css';

export type { CameraDialogKind };

export interface CameraPermissionDialogsProps {
  /** The dialog to show; null shows none. */
  dialog?: CameraDialogKind | null;
  /** 去授权 (explain) or 去设置 (denied). */
  onConfirm?: () => void;
  /** 取消. */
  onCancel?: () => void;
}

const defaults = { dialog: null, onConfirm: () => {}, onCancel: () => {} } as const;

interface DialogTexts {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

export function cameraDialogTexts(kind: CameraDialogKind): DialogTexts {
  return kind === 'explain'
    ? {
        title: m.explainTitle,
        content: m.explainContent,
        confirmText: m.authorize,
        cancelText: m.cancel,
      }
    : {
        title: m.deniedTitle,
        content: m.deniedContent,
        confirmText: m.openSettings,
        cancelText: m.cancel,
      };
}

/** Shows one dialog imperatively; true when the driver confirmed. */
export function askCameraDialog(kind: CameraDialogKind): Promise<boolean> {
  const texts = cameraDialogTexts(kind);
  return Dialog.confirm({
    ...texts,
    content: <p className={styles.content}>{texts.content}</p>,
    // antd-mobile forwards aria-label to the dialog element without typing it.
    ...{ 'aria-label': texts.title },
  });
}

export function CameraPermissionDialogs(props: CameraPermissionDialogsProps) {
  const { dialog, onConfirm, onCancel } = { ...defaults, ...props };
  const texts = cameraDialogTexts(dialog ?? 'explain');
  const actions: NonNullable<DialogProps['actions']> = [
    [
      { key: 'cancel', text: texts.cancelText },
      { key: 'confirm', text: texts.confirmText, bold: true },
    ],
  ];
  return (
    <Dialog
      visible={dialog !== null}
      title={texts.title}
      content={<p className={styles.content}>{texts.content}</p>}
      actions={actions}
      onAction={(action) => (action.key === 'confirm' ? onConfirm() : onCancel())}
      {...{ 'aria-label': texts.title }}
    />
  );
}
