import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary, MISSING_BINARY } from '@sim/electron/binary';

const dir = '/app/node_modules/electron';
const fsWith = (files: Record<string, string>) => ({
  existsSync: (path: string) => path in files,
  readFileSync: (path: string) => files[path]!,
});

describe('findElectronBinary', () => {
  it('says in one line what to run when the package has no binary (as after npm ci here)', () => {
    expect(findElectronBinary(dir, {}, fsWith({}))).toEqual({ problem: MISSING_BINARY });
    expect(MISSING_BINARY).not.toContain('\n');
    expect(MISSING_BINARY).toContain('node node_modules/electron/install.js');
  });

  it('finds the binary path.txt names, and only if it is there', () => {
    const pathTxt = { [join(dir, 'path.txt')]: 'electron\n' };
    expect(findElectronBinary(dir, {}, fsWith(pathTxt))).toEqual({ problem: MISSING_BINARY });
    const binary = join(dir, 'dist', 'electron');
    expect(findElectronBinary(dir, {}, fsWith({ ...pathTxt, [binary]: '' }))).toEqual({
      path: binary,
    });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH as Electron does', () => {
    const env = { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' };
    expect(findElectronBinary(dir, env, fsWith({ '/opt/electron/electron': '' }))).toEqual({
      path: '/opt/electron/electron',
    });
    expect(findElectronBinary(dir, env, fsWith({}))).toEqual({ problem: MISSING_BINARY });
  });

  it('on this machine (npm ci without the download) reports the missing binary', () => {
    const real = findElectronBinary(join(process.cwd(), 'node_modules/electron'), {});
    expect(real).toEqual({ problem: MISSING_BINARY });
  });
});
