/**
 * Under the toolbar while recording or replaying: the steps so far, the one-click checkpoints
 * (a text is visible, a sandbox fact holds, a screenshot), and for an opened file the step list to
 * scrub with the recorded timeline beside it.
 */
import { useState } from 'react';
import { useStore } from '../core/store';
import { recorder } from './recorder-state';
import { ReplayView } from './replay-view';
import {
  checkSandbox,
  checkScreenshot,
  checkText,
  download,
  recordingFile,
  sandboxFacts,
} from './session';
import { compactJson } from './stable-json';
import styles from './recorder-bar.module.css';

function Checkpoints() {
  const [text, setText] = useState('');
  const facts = sandboxFacts();
  const [fact, setFact] = useState(0);
  const chosen = facts[fact] ?? facts[0]!;
  const [note, setNote] = useState<string | null>(null);
  const run = (work: () => Promise<string>) =>
    void work().then(setNote, (error: Error) => setNote(`失败：${error.message}`));

  return (
    <div className={styles.checks} role="group" aria-label="检查点">
      <input
        aria-label="检查的文字"
        placeholder="页面上应显示的文字"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="button"
        disabled={!text.trim()}
        onClick={() => {
          checkText(text.trim());
          setNote(`已添加：显示「${text.trim()}」`);
          setText('');
        }}
      >
        添加文字检查
      </button>
      <select
        aria-label="沙箱事实"
        value={fact}
        onChange={(event) => setFact(Number(event.target.value))}
      >
        {facts.map((f, i) => (
          <option key={f.label} value={i}>
            {f.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() =>
          run(async () => {
            const value = await checkSandbox(chosen.label, chosen.read, chosen.at);
            return `已添加：${chosen.label} = ${JSON.stringify(value)}`;
          })
        }
      >
        添加沙箱检查
      </button>
      <button type="button" onClick={() => run(async () => `已添加：${await checkScreenshot()}`)}>
        添加截图检查
      </button>
      {note ? <output className={styles.note}>{note}</output> : null}
    </div>
  );
}

export function RecorderBar() {
  const state = useStore(recorder);
  if (state.replay) return <ReplayView replay={state.replay} />;
  if (!state.recording) return null;
  return (
    <section className={styles.bar} aria-label="录制">
      <header className={styles.header}>
        <strong className={styles.live}>● 录制中 · {state.steps.length} 步</strong>
        <Checkpoints />
        <button
          type="button"
          onClick={() => {
            const file = recordingFile();
            download(file as unknown as Record<string, unknown>, file.name);
          }}
        >
          保存录制
        </button>
      </header>
      <ol className={styles.steps} aria-label="录制的步骤">
        {state.steps.map((s, i) => (
          <li key={i}>{compactJson(s.step)}</li>
        ))}
      </ol>
    </section>
  );
}
