import { Popup } from 'antd-mobile';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { selectFieldMessages as m } from './messages';
import styles from './select-field.module.css';

/** What a field hands the picker it opens: shown or not, the title, where to start, the answers. */
export interface PickerDialogProps<Value, Initial = Value | null> {
  visible: boolean;
  title: string;
  initial: Initial;
  onCancel: () => void;
  onConfirm: (value: Value) => void;
}

interface PickerPopupProps {
  visible: boolean;
  title: string;
  onCancel: () => void;
  /** Without it the header has no 确定 (a pick closes the popup by itself). */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  /** `sheet`: an action sheet, the title above the choices and 取消 below them. */
  variant?: 'picker' | 'sheet';
  children: ReactNode;
}

/**
 * A bottom popup that behaves as a modal dialog: named by its title, focus moved into it on open
 * (to `[data-autofocus]`, or the input inside `[data-autofocus-within]`, when present), Escape cancels. The field returns focus to itself.
 */
export function PickerPopup({ visible, ...props }: PickerPopupProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={props.onCancel}
      destroyOnClose
      bodyClassName={styles.popupBody}
    >
      <DialogContent {...props} />
    </Popup>
  );
}

function DialogContent({
  title,
  onCancel,
  onConfirm,
  confirmDisabled,
  variant = 'picker',
  children,
}: Omit<PickerPopupProps, 'visible'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The content mounts when the popup opens (destroyOnClose), so this runs once per opening.
  useEffect(() => {
    const dialog = dialogRef.current;
    const target =
      dialog?.querySelector<HTMLElement>('[data-autofocus], [data-autofocus-within] input') ??
      dialog;
    target?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    // Escape closing a modal dialog is the WAI-ARIA dialog pattern, not a click-alike handler.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.dialog}
      onKeyDown={onKeyDown}
    >
      {variant === 'sheet' ? (
        <>
          <div id={titleId} className={styles.sheetTitle}>
            {title}
          </div>
          {children}
          <button type="button" className={styles.sheetCancel} onClick={onCancel}>
            {m.cancel}
          </button>
        </>
      ) : (
        <>
          <div className={styles.header}>
            <button type="button" className={styles.headerButton} onClick={onCancel}>
              {m.cancel}
            </button>
            <div id={titleId} className={styles.title}>
              {title}
            </div>
            {onConfirm ? (
              <button
                type="button"
                className={`${styles.headerButton} ${styles.confirm}`}
                disabled={confirmDisabled}
                onClick={onConfirm}
              >
                {m.confirm}
              </button>
            ) : (
              <span className={styles.headerButton} aria-hidden />
            )}
          </div>
          {children}
        </>
      )}
    </div>
  );
}
