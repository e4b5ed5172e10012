/**
 * The Node side of the story run's layout check (tests/visual/layout-run.ts): a Vite plugin, added
 * to the story projects through .storybook/main.ts, that gives the browser two commands — the
 * `LAYOUT_CHECK` mode and appending to the findings file. In report mode the file is emptied once
 * per run, when the first story project is configured.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const LAYOUT_FINDINGS_FILE = fileURLToPath(
  new URL('../../.test-results/layout/findings.jsonl', import.meta.url),
);

type Mode = 'fail' | 'report' | 'off';

function currentMode(): Mode {
  const value = process.env.LAYOUT_CHECK;
  return value === 'report' || value === 'off' ? value : 'fail';
}

/** Set when this run has emptied the findings file (both story projects share the process). */
const RESET_FLAG = '__LAYOUT_FINDINGS_RESET';

export function layoutCheckCommands(): Plugin {
  return {
    name: 'driver:layout-check-commands',
    config() {
      const mode = currentMode();
      if (mode === 'report' && !process.env[RESET_FLAG]) {
        process.env[RESET_FLAG] = '1';
        mkdirSync(dirname(LAYOUT_FINDINGS_FILE), { recursive: true });
        writeFileSync(LAYOUT_FINDINGS_FILE, '');
      }
      const commands = {
        layoutCheckMode: () => mode,
        layoutFindings: (_context: unknown, lines: string) => {
          appendFileSync(LAYOUT_FINDINGS_FILE, lines);
        },
      };
      // `test` is Vitest's part of the Vite config; plain Storybook ignores it.
      return { test: { browser: { commands } } } as Record<string, unknown>;
    },
  };
}
