/** A text field that edits freely and commits on blur or Enter (so each keystroke is not a change). */
import { useState } from 'react';

export function TextSetting({
  label,
  value,
  onCommit,
  size = 16,
}: {
  label: string;
  value: string;
  onCommit(value: string): void;
  size?: number;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <label>
      {label}
      <input
        value={draft ?? value}
        size={size}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}
