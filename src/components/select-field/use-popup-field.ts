import { useCallback, useRef, useState } from 'react';

/**
 * Open/close of a field's picker. Each opening gets a new `openCount`, used as the picker's key so
 * its draft starts again from the field's value; closing gives focus back to the field. Closing is
 * the driver leaving the field (the form convention's blur): `visited` turns true and `onBlur` runs.
 */
export function usePopupField(disabled: boolean, onBlur?: () => void) {
  const [visible, setVisible] = useState(false);
  const [visited, setVisited] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focus = useCallback(() => buttonRef.current?.focus(), []);
  const open = useCallback(() => {
    if (disabled) return;
    setOpenCount((n) => n + 1);
    setVisible(true);
  }, [disabled]);
  const close = useCallback(() => {
    setVisible(false);
    setVisited(true);
    buttonRef.current?.focus();
    onBlur?.();
  }, [onBlur]);
  return { visible, visited, openCount, buttonRef, focus, open, close };
}
