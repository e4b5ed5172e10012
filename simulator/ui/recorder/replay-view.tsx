/**
 * An opened recording or bug report: its steps with how the replay went, a button per step to
 * replay the world to there, and beside it what the file recorded at that step — the picture and
 * the timeline up to it.
 */
import { useState } from 'react';
import type { TimelineEntry } from '@sim/bridge/api';
import { closeReplay, replayTo } from './replay';
import type { ReplayState, StepStatus } from './recorder-state';
import { compactJson } from './stable-json';
import styles from './recorder-bar.module.css';

const MARK: Record<StepStatus, string> = {
  pending: '·',
  running: '…',
  ok: '✓',
  failed: '✗',
  skipped: '–',
};

interface Report {
  reportStepShots?: (string | null)[];
  reportStepTimes?: number[];
  reportTimeline?: TimelineEntry[];
}

export function ReplayView({ replay }: { replay: ReplayState }) {
  const report = replay.file as Report;
  const [shown, setShown] = useState<number | null>(null);
  const steps = replay.file.steps ?? [];
  const at = shown ?? replay.target;
  const until = report.reportStepTimes?.[at + 1] ?? Infinity;
  const entries = (report.reportTimeline ?? []).filter((e) => e.time <= until).slice(-40);
  const shot = report.reportStepShots?.[at] ?? null;
  const done = replay.statuses.filter((s) => s === 'ok').length;

  return (
    <section className={styles.bar} aria-label="重放">
      <header className={styles.header}>
        <strong>
          {replay.file.name} · 重放 {done}/{steps.length}
          {replay.running ? ' …' : replay.ms !== null ? ` · ${replay.ms} ms` : ''}
        </strong>
        <span className={styles.spacer} />
        <button type="button" onClick={closeReplay} disabled={replay.running}>
          关闭重放
        </button>
      </header>
      <div className={styles.replay}>
        <ol className={styles.steps} aria-label="重放的步骤">
          {steps.map((step, i) => (
            <li
              key={i}
              className={i === at ? styles.current : undefined}
              data-status={replay.statuses[i]}
            >
              <button
                type="button"
                disabled={replay.running}
                aria-label={`重放到第 ${i + 1} 步`}
                onClick={() => {
                  setShown(i);
                  void replayTo(replay.file, i);
                }}
              >
                {MARK[replay.statuses[i] ?? 'pending']} {i + 1}
              </button>{' '}
              <code>{compactJson(step)}</code>
              {replay.errors[i] ? <div className={styles.error}>{replay.errors[i]}</div> : null}
            </li>
          ))}
        </ol>
        <aside className={styles.recorded} aria-label="记录的时间线">
          {shot ? <img src={shot} alt={`第 ${at + 1} 步录制时的画面`} /> : null}
          <ol>
            {entries.map((e) => (
              <li key={e.seq}>
                {new Date(e.time).toLocaleTimeString()} {e.kind} {e.method ?? e.event ?? e.fault}
                {e.error ? ` ✗ ${e.error}` : ''}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}
