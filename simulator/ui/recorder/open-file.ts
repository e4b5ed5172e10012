/**
 * A file the tester opens (toolbar or dropped on the page): a plain scenario loads its settings;
 * a recording or a bug report also replays its steps, to its last one.
 */
import type { ScenarioFile } from '@sim/automation/scenario-steps';
import { loadScenario } from '../core/scenario-file';
import { quietly } from './recorder-state';
import { replayTo } from './replay';

export interface Opened {
  name: string;
  steps: number;
  failed: string | null;
}

export async function openFile(text: string): Promise<Opened> {
  let file: ScenarioFile;
  try {
    file = JSON.parse(text) as ScenarioFile;
  } catch {
    throw new Error('不是有效的 JSON 文件');
  }
  const steps = Array.isArray(file.steps) ? file.steps.length : 0;
  if (steps === 0) {
    const scenario = await quietly(() => loadScenario(file));
    return { name: scenario.name, steps: 0, failed: null };
  }
  if (file.version !== 1) throw new Error('不是模拟器场景文件（version 应为 1）');
  const replay = await replayTo(file, steps - 1);
  const at = replay.statuses.indexOf('failed');
  return {
    name: file.name,
    steps,
    failed: at === -1 ? null : `第 ${at + 1} 步：${replay.errors[at] ?? ''}`,
  };
}
