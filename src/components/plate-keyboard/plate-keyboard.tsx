import { Popup } from 'antd-mobile';
import { useId } from 'react';
import { showToast } from '@/components/feedback';
import { plateKeyboardMessages as t } from './messages';
import { PlateDisplay } from './plate-display';
import styles from './plate-keyboard.module.css';
import { PlateKeys } from './plate-keys';
import { usePlateInput } from './use-plate-input';

export interface PlateKeyboardProps {
  /** The plate typed so far (controlled); leave out to let the keyboard keep it. */
  value?: string;
  defaultValue?: string;
  onChange?: (plate: string) => void;
  /** Called with a plate that passes the domain check (§5). */
  onConfirm?: (plate: string) => void;
  /** The close key and (popup) the mask: gets whatever was typed, complete or not. */
  onClose?: (plate: string) => void;
  /** `inline`: confirm enabled only with a valid plate. `popup`: confirm toasts 请输入正确的车牌号. */
  variant?: 'inline' | 'popup';
  /** Popup only. */
  visible?: boolean;
  /** New-energy plate (one more position); controlled when given. */
  newEnergy?: boolean;
  defaultNewEnergy?: boolean;
  onNewEnergyChange?: (newEnergy: boolean) => void;
  /** Offer the 新能源 toggle (default true). */
  newEnergyToggle?: boolean;
  /** The first variant: up to 8 letters and digits, the second character never a digit. */
  firstVariant?: boolean;
  className?: string;
}

/** §4, §5: the licence-plate keyboard, never the phone's own. */
export function PlateKeyboard({
  value,
  defaultValue,
  onChange,
  onConfirm,
  onClose,
  variant = 'inline',
  visible = false,
  newEnergy,
  defaultNewEnergy,
  onNewEnergyChange,
  newEnergyToggle = true,
  firstVariant = false,
  className,
}: PlateKeyboardProps) {
  const titleId = useId();
  const input = usePlateInput({
    value,
    defaultValue,
    onChange,
    newEnergy,
    defaultNewEnergy,
    onNewEnergyChange,
    firstVariant,
  });
  const popup = variant === 'popup';

  const confirm = () => {
    if (input.problem === null) onConfirm?.(input.plate);
    else if (popup) showToast(input.problem);
  };
  const close = () => onClose?.(input.plate);

  const panel = (
    <div className={[styles.keyboard, className ?? ''].join(' ')}>
      <PlateDisplay chars={input.chars} newEnergy={input.newEnergy} firstVariant={firstVariant} />
      <div className={styles.toolbar}>
        {newEnergyToggle ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={input.newEnergy}
            onClick={input.toggleNewEnergy}
          >
            {t.newEnergy}
          </button>
        ) : null}
        <span className={styles.spacer} />
        {popup || onClose ? (
          <button type="button" className={styles.action} onClick={close}>
            {t.close}
          </button>
        ) : null}
        <button
          type="button"
          className={`${styles.action} ${styles.confirm}`}
          disabled={!popup && input.problem !== null}
          onClick={confirm}
        >
          {t.confirm}
        </button>
      </div>
      <PlateKeys allowed={input.keys} onPress={input.press} onDelete={input.remove} />
    </div>
  );

  if (!popup) return panel;
  return (
    <Popup visible={visible} onMaskClick={close} bodyClassName={styles.popupBody}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        {panel}
      </div>
    </Popup>
  );
}
