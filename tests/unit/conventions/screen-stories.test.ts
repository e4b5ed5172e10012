/**
 * Every screen (a `*-screen.tsx` file) is in the catalogue: `src/features/<area>/screens/<name>.tsx` has
 * `stories/screens/<area>/<name>.stories.tsx`, and the shell's own screens (`src/app/screens`) have
 * theirs under `stories/screens/app/`. Designers review screens there, and their play functions are
 * the screens' interaction tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

export function storyFileFor(screenFile: string): string {
  const name = basename(screenFile).replace(/\.tsx$/, '');
  const area = screenFile.startsWith('src/app/')
    ? 'app'
    : dirname(dirname(screenFile)).replace(/^src\/features\//, '');
  return `stories/screens/${area}/${name}.stories.tsx`;
}

const screenFiles = [
  ...readdirSync('src/features').flatMap((domain) =>
    readdirSync(`src/features/${domain}`).flatMap((part) => {
      const screens = `src/features/${domain}/${part}/screens`;
      return existsSync(screens) ? sourceFiles(screens) : [];
    }),
  ),
  ...sourceFiles('src/app/screens'),
].filter((file) => file.endsWith('-screen.tsx'));

describe('screen stories', () => {
  it('maps a screen file to its story file', () => {
    expect(storyFileFor('src/features/account/auth/screens/login-screen.tsx')).toBe(
      'stories/screens/account/auth/login-screen.stories.tsx',
    );
    expect(storyFileFor('src/app/screens/not-found-screen.tsx')).toBe(
      'stories/screens/app/not-found-screen.stories.tsx',
    );
  });

  it('finds the screens (the check can fail)', () => {
    expect(screenFiles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(screenFiles)('%s has a story file', (file) => {
    expect(existsSync(storyFileFor(file)), storyFileFor(file)).toBe(true);
  });
});
