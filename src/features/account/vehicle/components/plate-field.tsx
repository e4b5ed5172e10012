import { useId, useState } from 'react';
import { FieldBox, FieldShell } from '@/components/form';
import { PlateKeyboard } from '@/components/plate-keyboard';
import { vehicleMessages as t } from '../messages';
import styles from './vehicle.module.css';

export interface PlateFieldProps {
  value: string;
  newEnergy: boolean;
  onNewEnergyChange: (newEnergy: boolean) => void;
  /** A plate the keyboard accepted (§5: at least 6 letters and digits). */
  onConfirm: (plate: string) => void | Promise<void>;
  /** Closed without confirming: the form shows the plate's message. */
  onBlur: () => void;
  error: string | null;
  /** The red * before the label. */
  required?: boolean;
  /** Re-certifying: the plate is the vehicle's and cannot change. */
  readOnly?: boolean;
}

/**
 * 车牌号 through the plate keyboard (§4), never the phone's: a tap opens the inline keyboard under
 * the field (province keys first); 确定 is enabled from 6 letters and digits. The form kit's look.
 */
export function PlateField(p: PlateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(p.value);
  const show = () => {
    setTyping(p.value);
    setOpen(true);
  };
  return (
    <FieldShell
      label={<span id={`${id}-label`}>{t.plate}</span>}
      required={p.required}
      disabled={p.readOnly}
      error={p.error}
      errorId={`${id}-error`}
    >
      <FieldBox invalid={Boolean(p.error)} flush>
        <button
          type="button"
          className={styles.plateButton}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-expanded={open}
          aria-describedby={p.error ? `${id}-error` : undefined}
          disabled={p.readOnly}
          onClick={show}
        >
          <span id={`${id}-value`} className={p.value ? undefined : styles.placeholder}>
            {p.value || t.platePlaceholder}
          </span>
        </button>
      </FieldBox>
      {open ? (
        <PlateKeyboard
          value={typing}
          onChange={setTyping}
          newEnergy={p.newEnergy}
          onNewEnergyChange={p.onNewEnergyChange}
          onConfirm={(plate) => {
            setOpen(false);
            void p.onConfirm(plate);
          }}
          onClose={() => {
            setOpen(false);
            p.onBlur();
          }}
        />
      ) : null}
    </FieldShell>
  );
}
