/**
 * The one declared order of the sandbox (simulator/sandbox), lowest first: a file may import its own
 * layer and any layer below it, never one above (eslint/sandbox-layers.js enforces it, with no
 * exception). Upward needs go through areas/slice.ts: an event (`waybillDone`: waybill never imports
 * money) or a query a higher slice answers (`truckBusy`: account asks, waybill answers).
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
