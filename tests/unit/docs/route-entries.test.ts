/**
 * Every route the spec names (§2) can be reached: some screen links to it through the path
 * catalogue (`paths.x.to(…)`, or `paths.x` handed on as the page to open), or docs/routes.md says
 * what opens it from outside the app (scripts/routes-doc.ts, ENTERED_FROM_OUTSIDE). A screen that
 * nothing leads to — a dead end — cannot come back unnoticed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildRouteModel,
  ENTERED_FROM_OUTSIDE,
  specRouteLinks,
  type RouteModel,
} from '../../../scripts/routes-doc';

let model: RouteModel;
let links: Map<string, string[]>;

beforeAll(async () => {
  model = await buildRouteModel();
  links = await specRouteLinks(model);
});

describe('spec routes are reachable', () => {
  it('finds the links screens make (the check can fail)', () => {
    expect(links.get('/loginPwd')!.length).toBeGreaterThan(0);
    // A list hands its detail page on as a value: that is a link too.
    expect(links.get('/supply/i/car/vehicle-certification/vehicle-detail')).toContain(
      'src/features/account/vehicle/screens/vehicle-list-screen.tsx',
    );
    // Registering a route or matching its pattern leads nobody there.
    expect(links.get('/auth/redirect')).toEqual([]);
  });

  it('links the entry points that were dead ends from where a driver looks for them', () => {
    expect(links.get('/toLoacation')).toEqual(
      expect.arrayContaining([
        'src/features/waybill/list/components/header-card.tsx',
        'src/features/fuel/station/components/station-facts.ts',
      ]),
    );
    expect(links.get('/i/wallet/balance-list-withdraw-deposit')).toContain(
      'src/features/money/wallet/components/wallet-actions.tsx',
    );
    expect(links.get('/i/bank/checkEntrustNumber')).toContain(
      'src/features/money/bank-card/screens/bank-list-screen.tsx',
    );
    expect(links.get('/supply/i/car/vehicle-certification/vehicle-list')).toContain(
      'src/features/supply/grab/screens/carry-info-vehicle-screen.tsx',
    );
    expect(links.get('/faceVerify')!.length).toBeGreaterThan(0);
  });

  it('has every spec route linked from a screen or entered from outside with its reason', () => {
    const dead = model.spec
      .map((row) => row.route)
      .filter((route) => links.get(route)!.length === 0 && !ENTERED_FROM_OUTSIDE[route]);
    expect(dead, `spec routes nothing leads to (link them, or say why in routes-doc.ts)`).toEqual(
      [],
    );
  });

  it('says why only for spec routes no screen links to', () => {
    const specRoutes = new Set(model.spec.map((row) => row.route));
    for (const [route, reason] of Object.entries(ENTERED_FROM_OUTSIDE)) {
      expect(specRoutes.has(route), `${route} is not a spec route`).toBe(true);
      expect(links.get(route), `${route} is linked in the app: drop its reason`).toEqual([]);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
