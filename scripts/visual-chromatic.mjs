#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for hosted visual review. The CLI is
 * fetched on demand, not a dependency; it needs the project token and a network that reaches
 * chromatic.com (our development machines do not). Extra arguments go to the CLI.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set.\n' +
      'Set it to the project token from chromatic.com (Manage → Configure) and run again, e.g.\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic\n' +
      'The committed baselines of the state stories (npm run test:visual) need no token.',
  );
  process.exit(1);
}

const child = spawnSync(
  'npx',
  ['--yes', 'chromatic@latest', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(child.status ?? 1);
