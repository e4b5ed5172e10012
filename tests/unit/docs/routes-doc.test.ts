/**
 * docs/routes.md (scripts/routes-doc.ts): current, and every route the spec names in §2 has a
 * registered route, a screen and a story — none ends on the 404.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildRouteModel,
  gaps,
  renderRoutesFile,
  ROUTES_DOC_FILE,
  type RouteModel,
} from '../../../scripts/routes-doc';

let model: RouteModel;

beforeAll(async () => {
  model = await buildRouteModel();
});

describe('docs/routes.md', () => {
  it('reads the route modules and the stories (the check can fail)', () => {
    expect(model.spec.length).toBeGreaterThan(100);
    const registered = model.spec.filter((r) => r.registered);
    expect(registered.length).toBeGreaterThan(100);
    const login = model.spec.find((r) => r.route === '/loginPwd')!;
    expect(login.registered?.screen).toBe('src/features/account/auth/screens/login-screen.tsx');
    expect(login.stories.length).toBeGreaterThan(0);
  });

  it('is current', async () => {
    const generated = await renderRoutesFile(model);
    expect(
      readFileSync(ROUTES_DOC_FILE, 'utf8') === generated,
      'docs/routes.md is stale: run npm run docs:routes',
    ).toBe(true);
  });

  it('has a registered route, a screen and a story for every spec route', () => {
    const missing = model.spec
      .filter((row) => gaps(row).length > 0)
      .map((row) => `${row.route} (§${row.sections.join(', ')}): ${gaps(row).join('; ')}`);
    expect(missing, `spec routes without a route, screen or story:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });
});
