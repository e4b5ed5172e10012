/**
 * boundaries/sandbox-layers and boundaries/no-cycle (eslint/sandbox-layers.js, eslint/no-cycle.js),
 * run through the project's real eslint.config.js on probe snippets linted as existing files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });

async function problems(rule: string, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === null || m.ruleId === rule);
}

const tripRules = 'simulator/sandbox/areas/waybill/waybills/trip-rules.ts';
const settle = 'simulator/sandbox/areas/money/wallet/settle.ts';
const sms = 'simulator/sandbox/areas/common/sms/routes.ts';

describe('boundaries/sandbox-layers refuses an upward import', () => {
  it.each([
    [
      'waybill → money (relative)',
      tripRules,
      `export { settleDoneWaybill } from '../../money/wallet/settle';`,
      'areas/money',
    ],
    [
      'waybill → money (alias)',
      tripRules,
      `export * from '@sim/sandbox/areas/money/wallet/ledger';`,
      'areas/money',
    ],
    [
      'waybill → money (dynamic)',
      tripRules,
      `void import('../../money/wallet/settle');`,
      'areas/money',
    ],
    [
      'waybill → money (type)',
      tripRules,
      `export type { MoneyTables } from '../../money/wallet/types';`,
      'areas/money',
    ],
    ['common → waybill', sms, `export * from '../../waybill/waybills/records';`, 'areas/waybill'],
    [
      'kernel → an area',
      'simulator/sandbox/envelope.ts',
      `export * from './areas/money/wallet/ledger';`,
      'areas/money',
    ],
    ['an area → the wiring', settle, `export * from '../../registry';`, 'the sandbox wiring'],
  ])('%s', async (_, file, code, target) => {
    const found = await problems('boundaries/sandbox-layers', file, code);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(`may not import ${target}`);
  });
});

describe('boundaries/sandbox-layers allows', () => {
  it.each([
    [
      'money → waybill (down)',
      settle,
      `export { settlementOf } from '../../waybill/waybills/records';`,
    ],
    ['a part → a part of its own domain', settle, `export * from '../entrust/records';`],
    ['an area → the kernel', settle, `export * from '../../../kernel/mask';`],
    [
      'the wiring → an area',
      'simulator/sandbox/invariants.ts',
      `export * from './areas/money/wallet/ledger';`,
    ],
    ['the sandbox → src', settle, `export * from '@/lib/domain/settlement';`],
  ])('%s', async (_, file, code) => {
    expect(await problems('boundaries/sandbox-layers', file, code)).toEqual([]);
  });
});

describe('boundaries/no-cycle', () => {
  // store/db.ts imports store/time.ts: time.ts importing db.ts back closes a cycle.
  const time = 'simulator/sandbox/store/time.ts';

  it('refuses a value import that leads back, naming the cycle', async () => {
    const found = await problems(
      'boundaries/no-cycle',
      time,
      `import { Db } from './db';\nexport const d = Db;`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(
      'simulator/sandbox/store/time.ts → simulator/sandbox/store/db.ts → simulator/sandbox/store/time.ts',
    );
  });

  it('refuses a re-export that leads back', async () => {
    const found = await problems('boundaries/no-cycle', time, `export { Db } from './db';`);
    expect(found).toHaveLength(1);
  });

  it('allows a type-only import back (erased, no run-time cycle)', async () => {
    const code = `import type { Db } from './db';\nexport type D = Db;`;
    expect(await problems('boundaries/no-cycle', time, code)).toEqual([]);
  });

  it('allows an import that does not lead back', async () => {
    const code = `import { rngFor } from './prng';\nexport const r = rngFor;`;
    expect(await problems('boundaries/no-cycle', time, code)).toEqual([]);
  });
});
