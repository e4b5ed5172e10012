/** Control operations of the sandbox itself: scenario, reset, config, state. */
import type { VersionPublish } from '@/lib/contract/common/version';
import { worldViolations, type Violation } from '../invariants';
import { isScenarioName, SCENARIO_DEFS } from '../scenarios';
import { seedState } from '../store/seed';
import { seedEpoch } from '../store/time';
import { serializeState } from '../store/state';
import type { SandboxConfig, ScenarioName } from '../store/types';
import { ControlError, controlOp, type ControlCore } from './op';
import { stateSummary, type StateSummary } from './summary';

export type ConfigPatch = Partial<Omit<SandboxConfig, 'version'>> & {
  version?: Partial<VersionPublish> | null;
};

const scenarioView = (name: ScenarioName) => ({ name, ...SCENARIO_DEFS[name] });

function patchConfig({ db }: ControlCore, patch: ConfigPatch): void {
  const { version, ...rest } = patch;
  const config = db.state.config;
  Object.assign(config, rest);
  if (version === null) config.version = null;
  else if (version) {
    const base = config.version ?? {
      publicshContext: '',
      downloadAddress: 'https://sandbox.invalid/download/driver.apk',
      publishVersion: '1.0.0',
      isUpdate: '0' as const,
    };
    config.version = { ...base, ...version };
  }
}

export const coreOps = [
  /** Reads, or switches to, a scenario (data is kept; see reset). */
  controlOp(
    'scenario',
    (core) =>
      (name?: ScenarioName): ScenarioName => {
        if (name) {
          core.db.state.scenario = name;
          core.save();
        }
        return core.db.state.scenario;
      },
    { route: 'GET scenario', reply: scenarioView },
    {
      route: 'POST scenario',
      args: async (input) => {
        const { name } = await input.body<{ name?: string }>();
        if (isScenarioName(name)) return [name];
        const scenarios = Object.keys(SCENARIO_DEFS);
        throw new ControlError(400, { error: `unknown scenario ${String(name)}`, scenarios });
      },
      reply: scenarioView,
    },
  ),
  /** Re-seeds everything (users, tokens, SMS, faults, logs). */
  controlOp(
    'reset',
    (core) =>
      (options: { seed?: number; scenario?: ScenarioName } = {}): void => {
        const { state } = core.db;
        core.db.state = seedState(
          options.seed ?? state.seed,
          options.scenario ?? state.scenario,
          seedEpoch(core.db.now()),
        );
        core.db.files.clear();
        core.requests.clear();
        core.save();
      },
    {
      route: 'POST reset',
      args: async (input) => {
        const b = await input.body<{ seed?: number; scenario?: string }>();
        if (b.scenario !== undefined && !isScenarioName(b.scenario))
          throw new ControlError(400, { error: `unknown scenario ${b.scenario}` });
        return [
          {
            ...(b.seed !== undefined ? { seed: Number(b.seed) } : {}),
            ...(b.scenario ? { scenario: b.scenario } : {}),
          },
        ];
      },
      reply: (_done, _input, core) => stateSummary(core),
    },
  ),
  controlOp(
    'config',
    (core) =>
      (patch?: ConfigPatch): SandboxConfig => {
        if (patch) {
          patchConfig(core, patch);
          core.save();
        }
        return { ...core.db.state.config };
      },
    { route: 'GET config' },
    { route: 'POST config', args: async (input) => [await input.body<ConfigPatch>()] },
  ),
  controlOp('state', (core) => (): StateSummary => stateSummary(core), { route: 'GET state' }),
  /** The serialized state, as persisted. */
  controlOp(
    'snapshot',
    ({ db }) =>
      (): string =>
        serializeState(db.state),
  ),
  /** What makes the world impossible now (invariants.ts); empty when it could exist. */
  controlOp(
    'invariants',
    ({ db }) =>
      (): Violation[] =>
        worldViolations(db.state, db.now()),
    { route: 'GET invariants' },
  ),
] as const;
