/**
 * Spec §7's calls (scripts/spec-calls.ts): each is an endpoint of the contract, and each has a
 * caller in src/ where the product needs it or a line in docs/api-contract.md ("§7 calls without a
 * caller") saying why none does — and that list names no call that has a caller by now.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractEndpoints } from '@sim/sandbox/contract-endpoints';
import { SPEC_CALLS } from '../../../scripts/spec-calls';

/**
 * The spec lives beside the repository (../shared/spec), where developers work; a clean clone in
 * CI has only the repository, so there the transcription in scripts/spec-calls.ts stands for it
 * (as scripts/routes-doc.ts's does for §2) and only its check against the text is left out.
 */
const SPEC_FILE = join(__dirname, '../../../../shared/spec/driver-app-spec.md');
const SPEC = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : null;
const SECTION_7 = SPEC?.slice(SPEC.indexOf('### 7.1'), SPEC.indexOf('### 7.5')) ?? '';
const DOC = readFileSync('docs/api-contract.md', 'utf8');
const NO_CALLER_HEADING = '## §7 calls without a caller';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return path === join('src', 'lib', 'contract') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `group.key` of every contract endpoint used in src/ outside the contract, through its imports. */
function calledEndpoints(files: readonly { text: string }[]): Set<string> {
  const used = new Set<string>();
  const imports = /import\s*\{([^}]*)\}\s*from\s*'@\/lib\/contract\/[\w/-]+'/g;
  for (const { text } of files) {
    for (const [, names] of text.matchAll(imports)) {
      for (const part of names!.split(',')) {
        const spec = part.trim();
        if (spec === '' || spec.startsWith('type ')) continue;
        const [group, local = group] = spec.split(/\s+as\s+/).map((s) => s.trim());
        for (const [, key] of text.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g')))
          used.add(`${group}.${key}`);
      }
    }
  }
  return used;
}

/** The rows `| \`path\` | reason |` of the doc's "§7 calls without a caller" section. */
function documentedWithoutCaller(): Map<string, string> {
  const start = DOC.indexOf(NO_CALLER_HEADING);
  if (start < 0) return new Map();
  const end = DOC.indexOf('\n## ', start + NO_CALLER_HEADING.length);
  const section = DOC.slice(start, end < 0 ? undefined : end);
  const rows = [...section.matchAll(/^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|$/gm)];
  return new Map(rows.map(([, path, reason]) => [path!, reason!]));
}

const endpoints = contractEndpoints();
const byPath = new Map(endpoints.map((e) => [e.endpoint.path, e]));
const called = calledEndpoints(sourceFiles('src').map((f) => ({ text: readFileSync(f, 'utf8') })));
const documented = documentedWithoutCaller();
const specPaths = SPEC_CALLS.flatMap(([, paths]) => paths);

describe('spec §7 calls', () => {
  it.skipIf(SPEC === null)(
    'lists the spec’s calls: every name of §7.1-7.4 is the end of one of them',
    () => {
      expect(specPaths.length).toBeGreaterThan(120);
      for (const path of specPaths) expect(SECTION_7, path).toContain(path.split('/').at(-1));
    },
  );

  it('has each as an endpoint of the contract', () => {
    expect(specPaths.filter((path) => !byPath.has(path))).toEqual([]);
  });

  it('finds callers through the imports, under any local name', () => {
    const found = calledEndpoints([
      { text: "import { notice } from '@/lib/contract/me/messages';\nuse(notice.findUnReadNum);" },
      {
        text: "import { withdraw as api, type X } from '@/lib/contract/money/withdraw';\napi.addAll;",
      },
    ]);
    expect([...found].sort()).toEqual(['notice.findUnReadNum', 'withdraw.addAll']);
    expect(called.has('notice.findUnReadNum')).toBe(true);
    expect(called.has('invoicingAgreement.listUnsignedByDriverId')).toBe(true);
  });

  it('has a caller in src/ for each, or a documented reason why none does', () => {
    const missing = specPaths.filter((path) => {
      const name = byPath.get(path)?.name;
      return name !== undefined && !called.has(name) && !documented.get(path);
    });
    expect(
      missing,
      `add a caller, or a row in docs/api-contract.md "${NO_CALLER_HEADING}"`,
    ).toEqual([]);
  });

  it('documents no call that has a caller by now, and no call the spec does not name', () => {
    const stale = [...documented.keys()].filter((path) => {
      const name = byPath.get(path)?.name;
      return !specPaths.includes(path) || (name !== undefined && called.has(name));
    });
    expect(stale).toEqual([]);
  });
});
