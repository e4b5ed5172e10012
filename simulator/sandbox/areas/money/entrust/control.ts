/**
 * `sb.control.entrust.*` and `/__sandbox/entrust/*`: the platform's and the payee's side — list the
 * entrustments, confirm one (→ 已生效) or refuse it with a reason. A refusal answers 409.
 */
import { body, need } from '../../../control/args';
import type { Entrustment } from '@/lib/contract/money/entrust';
import { ControlError, controlOp } from '../../../control/op';
import { Failure } from '../../../envelope';
import { entrusts, entrustView, handle } from './records';

function acting<T>(save: () => void, act: () => T): T {
  try {
    const out = act();
    save();
    return out;
  } catch (err) {
    if (err instanceof Failure) throw new ControlError(409, { error: err.message });
    throw err;
  }
}

export const entrustControl = [
  controlOp(
    'entrust.list',
    ({ db }) =>
      (): Entrustment[] =>
        entrusts(db)
          .entrustments.filter((e) => e.state !== 'draft')
          .map((e) => entrustView(db, e))
          .reverse(),
    { route: 'GET entrust/list', args: () => [] as [] },
  ),
  controlOp(
    'entrust.confirm',
    ({ db, save }) =>
      (id: string): Entrustment =>
        acting(save, () => entrustView(db, handle(db, id, null))),
    { route: 'POST entrust/confirm', args: async (input) => [need((await body(input)).id, 'id')] },
  ),
  controlOp(
    'entrust.refuse',
    ({ db, save }) =>
      (id: string, reason: string): Entrustment =>
        acting(save, () => entrustView(db, handle(db, id, reason))),
    {
      route: 'POST entrust/refuse',
      args: async (input) => {
        const b = await body(input);
        return [need(b.id, 'id'), need(b.reason, 'reason')];
      },
    },
  ),
] as const;
