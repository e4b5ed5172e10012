/**
 * A simulator scenario file: the fake native's settings (simulator/bridge SimScenario) plus the
 * sandbox server's scenario name, config and faults. Saved as JSON, loaded from a file or a script.
 */
import type { SimScenario } from '@sim/bridge/api';
import { native } from './native';
import { sandboxClient, type SandboxSnapshot } from './sandbox-client';

export type SimulatorScenario = Omit<SimScenario, 'sandbox'> & { sandbox?: SandboxSnapshot };

export async function saveScenario(name = '模拟器场景'): Promise<SimulatorScenario> {
  return { ...native.controls.save(name), sandbox: await sandboxClient.snapshot() };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws a readable error for anything that is not a version-1 scenario. */
function parseScenario(input: unknown): SimulatorScenario {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new Error('不是有效的 JSON 文件');
    }
  }
  if (!isObject(value) || value.version !== 1)
    throw new Error('不是模拟器场景文件（version 应为 1）');
  if (value.sandbox !== undefined) {
    if (!isObject(value.sandbox) || typeof value.sandbox.scenario !== 'string')
      throw new Error('场景文件的 sandbox 部分缺少 scenario');
  }
  return value as unknown as SimulatorScenario;
}

export async function loadScenario(input: unknown): Promise<SimulatorScenario> {
  const scenario = parseScenario(input);
  const { sandbox, ...rest } = scenario;
  native.controls.load({ ...rest, name: rest.name ?? '场景' });
  if (sandbox) await sandboxClient.restore(sandbox);
  return scenario;
}

export function downloadScenario(scenario: SimulatorScenario): void {
  const blob = new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${scenario.name.replace(/[\\/:*?"<>|\s]+/g, '-') || 'scenario'}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
