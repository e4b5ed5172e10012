/**
 * The one declared order of the sandbox (simulator/sandbox), lowest first: a file may import its own
 * layer and any layer below it, never one above (eslint/sandbox-layers.js enforces it). Upward needs
 * go through the slice events of areas/slice.ts (e.g. `waybillDone`: waybill never imports money).
 */

/**
 * The sandbox's own helpers that know no product domain: generic helpers, the store's building
 * blocks, the envelope, field checks, messages, the typed router, the slice definition and the
 * control-operation kit. Every area stands on them. Paths are relative to simulator/sandbox/; a
 * folder ends with `/`.
 */
export const kernel = [
  'kernel/',
  'auth/',
  'areas/slice.ts',
  'control/args.ts',
  'control/op.ts',
  'decode.ts',
  'envelope.ts',
  'fields.ts',
  'idempotency.ts',
  'messages.ts',
  'request-log.ts',
  'router.ts',
  'scenarios.ts',
  'store/catalog.ts',
  'store/config.ts',
  'store/db.ts',
  'store/documents.ts',
  'store/people.ts',
  'store/population.ts',
  'store/prng.ts',
  'store/regions.ts',
  'store/time.ts',
  'store/types.ts',
];

/**
 * The product domains of `areas/<domain>/<part>/`, lowest first. common (SMS codes, uploads, OCR,
 * regions) serves everyone; messages are pushed by many domains, so `me` sits low; everything
 * belongs to an account; a waybill is made from a source grabbed on the supply market; money reads
 * waybills (settlement, receipts, entrustment); fuel and home read what is below them. Parts of the
 * same domain may import each other.
 */
export const domains = ['common', 'me', 'account', 'supply', 'waybill', 'money', 'fuel', 'home'];

/**
 * The sandbox's wiring, above every area: the registry of slices, the request pipeline, seeding and
 * persistence of the whole state, the control API and the world's cross-domain invariants. It may
 * import any area; no area imports it.
 */
export const wiring = [
  'areas/registry.ts',
  'api.ts',
  'contract-endpoints.ts',
  'control/',
  'control-http.ts',
  'control.ts',
  'drop-connection.ts',
  'faults.ts',
  'iframe-injection.ts',
  'invariants.ts',
  'msw-handlers.ts',
  'node-server.ts',
  'sandbox.ts',
  'static-files.ts',
  'store/schema.ts',
  'store/seed.ts',
  'store/state.ts',
];

/** Every layer by rank, lowest first: kernel, the domains in order, wiring. */
export const sandboxLayers = ['kernel', ...domains, 'wiring'];

/**
 * Upward imports that were there when the order was declared and are still to become slice events
 * or move down: `[importer, target]`, both below simulator/sandbox/ without their ending. The rule
 * lets exactly these through; the list only shrinks (tests/unit/eslint/sandbox-order.test.ts fails
 * for an entry whose import is gone). Nothing may be added to it.
 */
export const knownUpward = [
  // supply makes and reads waybills (a grab creates one; contracts are seeded from the same plan)
  ['areas/supply/e-contract/documents', 'areas/waybill/waybills/records'],
  ['areas/supply/e-contract/documents', 'areas/waybill/waybills/types'],
  ['areas/supply/e-contract/records', 'areas/waybill/waybills/seed-plan'],
  ['areas/supply/e-contract/routes', 'areas/waybill/waybills/trip-rules'],
  ['areas/supply/e-contract/seed', 'areas/waybill/waybills/seed-plan'],
  ['areas/supply/market/clock', 'areas/waybill/waybills/types'],
  ['areas/supply/market/grab', 'areas/waybill/waybills/records'],
  ['areas/supply/market/routes-grab', 'areas/waybill/waybills/records'],
  ['areas/supply/market/rules', 'areas/waybill/waybills/records'],
  ['areas/supply/market/seed', 'areas/waybill/waybills/deals'],
  ['areas/supply/market/world', 'areas/waybill/waybills/records'],
];
