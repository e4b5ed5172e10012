/**
 * The sandbox grows area by area (areas/<area>/slice.ts, registered in areas/registry.ts): every
 * contract endpoint must be answered by some area, and every area must seed its tables.
 */
import { describe, expect, it } from 'vitest';
import { SLICES } from '@sim/sandbox/areas/registry';
import { contractEndpoints, contractFiles } from '@sim/sandbox/contract-endpoints';
import { CONTROL_OPS } from '@sim/sandbox/control';
import { seedState } from '@sim/sandbox/store/seed';

const areaModules = import.meta.glob<Record<string, unknown>>(
  '/simulator/sandbox/areas/*/*/slice.ts',
  { eager: true },
);

const routes = SLICES.flatMap((s) => s.routes.map((r) => ({ area: s.name, endpoint: r.endpoint })));
const endpoints = contractEndpoints();

describe('contract endpoints', () => {
  it('are found in every contract module that declares calls', () => {
    const declaring = new Set(endpoints.map((e) => e.file));
    const plainTypes = [
      '/src/lib/contract/endpoint.ts',
      '/src/lib/contract/envelope.ts',
      '/src/lib/contract/supply/load.ts',
    ];
    expect(contractFiles().filter((f) => !plainTypes.includes(f))).toEqual([...declaring].sort());
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it.each(endpoints.map((e) => [e.name, e.endpoint] as const))(
    '%s has a sandbox route',
    (name, endpoint) => {
      const owners = routes.filter(
        (r) => r.endpoint.path === endpoint.path && r.endpoint.method === endpoint.method,
      );
      expect(
        owners.map((r) => r.area),
        `${name} (${endpoint.method} ${endpoint.path}) has no route in any area`,
      ).toHaveLength(1);
    },
  );

  it('every route answers a contract endpoint', () => {
    const declared = new Set(endpoints.map((e) => e.endpoint));
    const strays = routes.filter((r) => !declared.has(r.endpoint)).map((r) => r.endpoint.path);
    expect(strays).toEqual([]);
  });
});

describe('areas', () => {
  it('every area folder registers its slice, under the folder name', () => {
    const registered = new Set<unknown>(SLICES);
    for (const [file, exports] of Object.entries(areaModules)) {
      const folder = file.split('/').slice(-3, -1).join('/');
      const slices = Object.values(exports);
      expect(slices, `${file} exports one slice`).toHaveLength(1);
      expect(registered.has(slices[0]), `${file} is not in areas/registry.ts`).toBe(true);
      expect((slices[0] as { name: string }).name).toBe(folder);
    }
    expect(Object.keys(areaModules)).toHaveLength(SLICES.length);
  });

  it.each(SLICES.map((s) => [s.name, s] as const))(
    '%s seeds its tables: plain JSON, the same for the same seed',
    (name, slice) => {
      expect(typeof slice.seed).toBe('function');
      expect(Number.isInteger(slice.version) && slice.version > 0).toBe(true);
      const tables = seedState(7).areas[name];
      expect(typeof tables).toBe('object');
      expect(tables).not.toBeNull();
      expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
      expect(seedState(7).areas[name]).toEqual(tables);
    },
  );

  it('area names, control operation names and control routes are unique', () => {
    const names = SLICES.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    const ops = CONTROL_OPS.flatMap((op) => (op.name ? [op.name] : []));
    expect(new Set(ops).size).toBe(ops.length);
    const httpRoutes = CONTROL_OPS.flatMap((op) => op.http.map((b) => b.route));
    expect(new Set(httpRoutes).size).toBe(httpRoutes.length);
  });
});
