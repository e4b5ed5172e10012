/**
 * Opening a file that has steps in the simulator page: the world restored as the file starts,
 * then its steps played up to the chosen one (the scrubber). Going back means starting over: a
 * step cannot be undone, the world can be rebuilt.
 */
import type { ScenarioFile } from '@sim/automation/scenario-steps';
import { playStep } from './player';
import { quietly, recorder, type ReplayState, type StepStatus } from './recorder-state';
import { restoreWorld } from './world';

function update(patch: Partial<ReplayState>) {
  const replay = recorder.get().replay;
  if (replay) recorder.set({ replay: { ...replay, ...patch } });
}

function setStatus(index: number, status: StepStatus, error: string | null = null) {
  const replay = recorder.get().replay;
  if (!replay) return;
  const statuses = [...replay.statuses];
  const errors = [...replay.errors];
  statuses[index] = status;
  errors[index] = error;
  update({ statuses, errors });
}

/** Restores the world and plays steps 0..target; resolves with the replay's final state. */
export async function replayTo(file: ScenarioFile, target: number): Promise<ReplayState> {
  const steps = file.steps ?? [];
  const last = Math.min(target, steps.length - 1);
  recorder.set({
    replay: {
      file,
      statuses: steps.map(() => 'pending'),
      errors: steps.map(() => null),
      target: last,
      running: true,
      ms: null,
    },
  });
  const began = Date.now();
  await quietly(async () => {
    await restoreWorld(file);
    const ctx = { vars: new Map<string, unknown>(), screenshots: file.screenshots ?? {} };
    for (let i = 0; i <= last; i += 1) {
      setStatus(i, 'running');
      try {
        await playStep(steps[i]!, ctx);
        setStatus(i, 'ok');
      } catch (error) {
        setStatus(i, 'failed', error instanceof Error ? error.message : String(error));
        break;
      }
    }
  });
  update({ running: false, ms: Date.now() - began });
  return recorder.get().replay!;
}

export function closeReplay(): void {
  recorder.set({ replay: null });
}
