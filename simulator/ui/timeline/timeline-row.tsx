/** One timeline entry: a one-line summary; expanding shows params, result and error as JSON. */
import type { TimelineEntry } from '@sim/bridge/api';
import styles from './timeline.module.css';

const KIND_LABEL = {
  call: '调用',
  event: '事件',
  fault: '故障',
  record: '动作',
  field: '路况',
} as const;

function clock(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function outcome(entry: TimelineEntry): {
  text: string;
  tone: 'ok' | 'error' | 'pending' | 'info';
} {
  if (entry.kind !== 'call')
    return { text: entry.note ?? '', tone: entry.kind === 'fault' ? 'error' : 'info' };
  if (entry.status === 'pending') return { text: '等待中…', tone: 'pending' };
  if (entry.status === 'lost') return { text: '回调丢失', tone: 'error' };
  if (entry.code && entry.code !== 'ok')
    return { text: `${entry.code} ${entry.error ?? ''}`, tone: 'error' };
  return { text: 'ok', tone: 'ok' };
}

function Json({ label, value }: { label: string; value: unknown }) {
  if (value === undefined) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <pre>{JSON.stringify(value, null, 2)}</pre>
      </dd>
    </>
  );
}

export function TimelineRow({ entry }: { entry: TimelineEntry }) {
  const result = outcome(entry);
  const name = entry.method ?? entry.event ?? entry.fault ?? '';
  return (
    <li className={styles.row} data-kind={entry.kind} data-name={name} data-id={entry.id}>
      <details>
        <summary>
          <time>{clock(entry.time)}</time>
          <span className={styles.kind}>{KIND_LABEL[entry.kind]}</span>
          <span className={styles.name}>{name}</span>
          <span className={styles[result.tone]}>{result.text}</span>
          {entry.durationMs !== undefined ? (
            <span className={styles.duration}>{Math.round(entry.durationMs)} ms</span>
          ) : null}
        </summary>
        <dl className={styles.detail}>
          <Json label="params" value={entry.params} />
          <Json label={entry.kind === 'event' ? 'data' : 'result'} value={entry.result} />
          <Json label="error" value={entry.error} />
          <Json
            label="meta"
            value={{
              seq: entry.seq,
              id: entry.id,
              code: entry.code,
              requestChars: entry.requestChars,
              responseChars: entry.responseChars,
              note: entry.note,
            }}
          />
        </dl>
      </details>
    </li>
  );
}
