/**
 * The app update prompt (§4): the new version, its release notes (plain text, one item a line),
 * 立即更新, and 下次再说 only when the update may be skipped. A forced update cannot be dismissed:
 * no 下次再说, and a tap on the mask does nothing.
 */
import { Dialog, type DialogProps } from 'antd-mobile';
import { updatePromptMessages as m } from './messages';
import styles from './update-prompt.module.css';

export interface UpdatePromptProps {
  visible?: boolean;
  /** The published version, e.g. `1.3.0`. */
  version: string;
  /** Release notes as the server sends them (`publicshContext`): plain text, line breaks kept. */
  notes?: string;
  /** True unless the server's isUpdate is `'0'`. */
  forced?: boolean;
  /** The download is starting: 立即更新 shows it and ignores further taps. */
  updating?: boolean;
  onUpdate?: () => void;
  /** 下次再说, or a tap on the mask of an optional update. */
  onLater?: () => void;
}

const defaults = {
  visible: true,
  notes: '',
  forced: true,
  updating: false,
  onUpdate: () => {},
  onLater: () => {},
} as const;

export function UpdatePrompt(props: UpdatePromptProps) {
  const { visible, version, notes, forced, updating, onUpdate, onLater } = {
    ...defaults,
    ...props,
  };
  const update = { key: 'update', text: m.update, bold: true, disabled: updating };
  const actions: NonNullable<DialogProps['actions']> = forced
    ? [update]
    : [[{ key: 'later', text: m.later }, update]];
  const text = notes.trim() || m.noNotes;

  return (
    <Dialog
      visible={visible}
      title={m.title}
      closeOnMaskClick={!forced}
      onClose={forced ? undefined : onLater}
      actions={actions}
      onAction={(action) => {
        if (action.key === 'later') onLater();
        else if (!updating) onUpdate();
      }}
      content={
        <div className={styles.body}>
          <p className={styles.version}>{m.versionLabel(version)}</p>
          <h3 className={styles.notesTitle}>{m.notesTitle}</h3>
          {/* Notes come from the server: rendered as text, never as HTML. */}
          <p className={styles.notes}>{text}</p>
          {forced ? <p className={styles.forced}>{m.forcedHint}</p> : null}
        </div>
      }
      {...{ 'aria-label': m.title }}
    />
  );
}
