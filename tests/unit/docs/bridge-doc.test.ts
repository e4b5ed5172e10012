/**
 * docs/bridge-protocol.md against src/lib/bridge/protocol.ts: the generated reference (§14) is
 * current, and the hand-written method (§7) and event (§9) tables name exactly what the protocol
 * declares.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from '@/lib/bridge/protocol';
import {
  BRIDGE_DOC_FILE,
  buildBridgeModel,
  namesInSection,
  renderBridgeDoc,
} from '../../../scripts/bridge-doc';

const model = buildBridgeModel();
const doc = readFileSync(BRIDGE_DOC_FILE, 'utf8');
const sorted = (names: readonly string[]) => [...names].sort();

describe('docs/bridge-protocol.md', () => {
  it('reads every method and event of the protocol', () => {
    expect(sorted(model.methods.map((m) => m.name))).toEqual(sorted(BRIDGE_METHODS));
    expect(sorted(model.events.map((e) => e.name))).toEqual([
      'back',
      'location',
      'pause',
      'resume',
    ]);
    const pay = model.methods.find((m) => m.name === 'pay')!;
    expect(pay).toMatchObject({
      interactive: true,
      params: '{ wallet: Wallet; orderInfo: string; orderNo: string }',
    });
    expect(model.types.map((t) => t.name)).toContain('NativeFileRef');
  });

  it('has a current generated reference', async () => {
    const generated = await renderBridgeDoc(model, doc);
    expect(
      doc === generated,
      'the reference in docs/bridge-protocol.md is stale: run npm run docs:bridge',
    ).toBe(true);
  });

  it('lists every method in §7 and nothing the protocol lacks', () => {
    const listed = namesInSection(doc, /^## 7\. Methods/);
    expect(sorted(listed)).toEqual(sorted(model.methods.map((m) => m.name)));
  });

  it('lists every event in §9 and nothing the protocol lacks', () => {
    const listed = namesInSection(doc, /^## 9\. Native → H5 events/);
    expect(sorted(listed)).toEqual(sorted(model.events.map((e) => e.name)));
  });
});
