/** Control operations on API traffic: injected faults and the log of requests received. */
import { addFault, type FaultSpec } from '../faults';
import type { RequestLogEntry } from '../request-log';
import type { Fault } from '../store/types';
import { ControlError, controlOp } from './op';

const cleared = () => ({ cleared: true });

export const trafficOps = [
  controlOp(
    'fault',
    (core) => {
      let added = 0;
      return (spec: FaultSpec): Fault => {
        added += 1;
        const fault = addFault(core.db.state, spec, `fault-${added}`);
        core.save();
        return fault;
      };
    },
    {
      route: 'POST fault',
      args: async (input) => {
        const spec = await input.body<FaultSpec>();
        if (typeof spec.path !== 'string' || spec.path === '')
          throw new ControlError(400, { error: 'path is required' });
        return [spec];
      },
    },
  ),
  controlOp(
    'faults',
    ({ db }) =>
      (): Fault[] =>
        db.state.faults.map((f) => ({ ...f })),
    {
      route: 'GET faults',
    },
  ),
  controlOp(
    'clearFaults',
    (core) =>
      (tag?: string): void => {
        const { state } = core.db;
        state.faults = tag === undefined ? [] : state.faults.filter((f) => f.tag !== tag);
        core.save();
      },
    {
      route: 'DELETE faults',
      args: (input) => {
        const tag = input.query('tag');
        return tag ? [tag] : [];
      },
      reply: cleared,
    },
  ),
  controlOp(
    'requests.list',
    ({ requests }) =>
      (filter?: { path?: string }): RequestLogEntry[] =>
        requests.list(filter),
    { route: 'GET requests', args: (input) => [{ path: input.query('path') }] },
  ),
  controlOp(
    'requests.clear',
    ({ requests }) =>
      (): void =>
        requests.clear(),
    {
      route: 'DELETE requests',
      reply: cleared,
    },
  ),
] as const;
