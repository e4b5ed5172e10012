/** `GET /__sandbox/state`: what a tester wants to see of the sandbox at a glance. */
import { accountArea } from '../areas/account/auth/types';
import { eventRecordArea } from '../areas/common/event-record/types';
import { smsArea } from '../areas/common/sms/types';
import { uploadArea } from '../areas/common/upload/types';
import { SCENARIO_DEFS } from '../scenarios';
import type { Fault, SandboxConfig, ScenarioName } from '../store/types';
import type { ControlCore } from './op';
import { summaryOf, type UserSummary } from './people';

export interface StateSummary {
  seed: number;
  scenario: ScenarioName;
  scenarioUser: string;
  serverTime: string;
  config: SandboxConfig;
  users: UserSummary[];
  faults: Fault[];
  counts: { sms: number; sessions: number; events: number; uploads: number };
}

export function stateSummary({ db }: ControlCore): StateSummary {
  const { state } = db;
  const account = db.area(accountArea);
  return {
    seed: state.seed,
    scenario: state.scenario,
    scenarioUser: SCENARIO_DEFS[state.scenario].mobile,
    serverTime: new Date(db.now()).toISOString(),
    config: { ...state.config },
    users: account.users.map((u) => summaryOf(db, u)),
    faults: state.faults.map((f) => ({ ...f })),
    counts: {
      sms: db.area(smsArea).messages.length,
      sessions: account.sessions.length,
      events: db.area(eventRecordArea).events.length,
      uploads: db.area(uploadArea).uploads.length,
    },
  };
}
