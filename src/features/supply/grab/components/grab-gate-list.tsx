/** The gates as rows: ✓ passed, ✕ failed with why and the action that fixes it, … checking. */
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/form';
import { grabMessages as t } from '../grab-messages';
import type { GateRow, GateState } from '../hooks/grab-gate-rows';
import styles from './grab.module.css';

const MARK: Record<GateState, string> = { passed: '✓', failed: '✕', checking: '…', waiting: '…' };
const STATE_TEXT: Record<GateState, string> = {
  passed: t.passed,
  failed: t.failed,
  checking: t.checking,
  waiting: t.waiting,
};

export function GrabGateList({ rows }: { rows: GateRow[] }) {
  const navigate = useNavigate();
  return (
    <ul className={styles.gates} aria-label={t.gatesTitle}>
      {rows.map((row) => {
        const title = t.gate[row.key];
        return (
          <li
            key={row.key}
            className={`${styles.gate} ${styles[row.state]}`}
            aria-label={title}
            aria-busy={row.state === 'checking' || undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              {MARK[row.state]}
            </span>
            <div className={styles.gateBody}>
              <div className={styles.gateTitle}>
                <span>{title}</span>
                <span className={styles.gateState}>{STATE_TEXT[row.state]}</span>
              </div>
              {row.state === 'waiting' || row.state === 'checking' ? null : (
                <p className={styles.gateText}>{row.text}</p>
              )}
              {row.actions.length > 0 ? (
                <div className={styles.gateActions}>
                  {row.actions.map((action) => (
                    <Button
                      key={action.label}
                      variant="secondary"
                      className={styles.gateAction}
                      onClick={() => (action.to ? navigate(action.to) : action.run?.())}
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
