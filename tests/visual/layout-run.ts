/**
 * The layout check of a state story in the story run (tests/visual/capture-state.ts calls it after
 * the screenshot): at each device size of stories/support/devices.ts the page is laid out again,
 * the floating button places itself, and tests/visual/layout-check.ts looks at the page scrolled to
 * its top and, when it scrolls, to its bottom. The size the run started at is given back at the end.
 *
 * `LAYOUT_CHECK` (read through the `layoutCheckMode` command, tests/visual/layout-commands.ts):
 * unset fails the story on a finding; `report` fails nothing and appends every finding, and a line
 * per story and size checked, to .test-results/layout/findings.jsonl (scripts/layout-report.mjs
 * sums it up); `off` skips the check.
 */
import { commands, page } from 'vitest/browser';
import { FLOATING_SETTLE_EVENT } from '@/components/floating-button';
import { DEVICES } from '../../stories/support/devices';
import { checkLayout, type LayoutFinding } from './layout-check';
import { formatElement } from './layout-describe';

export type LayoutCheckMode = 'fail' | 'report' | 'off';

declare module 'vitest/browser' {
  interface BrowserCommands {
    layoutCheckMode: () => Promise<LayoutCheckMode>;
    /** Appends JSON lines to the findings file (report mode). */
    layoutFindings: (lines: string) => Promise<void>;
  }
}

export interface Preset {
  name: string;
  width: number;
  height: number;
}

export const PRESETS: Preset[] = Object.entries(DEVICES).map(([name, device]) => ({
  name,
  width: parseInt(device.styles.width, 10),
  height: parseInt(device.styles.height, 10),
}));

/** The page can take a few frames to take its new size; a size it never takes fails loudly. */
const MAX_RESIZE_FRAMES = 30;

let mode: Promise<LayoutCheckMode> | undefined;

export function layoutCheckMode(): Promise<LayoutCheckMode> {
  mode ??= commands.layoutCheckMode().catch(() => 'fail' as const);
  return mode;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

export async function resizeTo(width: number, height: number): Promise<void> {
  if (window.innerWidth === width && window.innerHeight === height) return;
  await page.viewport(width, height);
  for (let i = 0; i < MAX_RESIZE_FRAMES; i += 1) {
    await frame();
    if (window.innerWidth === width && window.innerHeight === height) break;
  }
  // One more frame: what reacts to `resize` (the floating button among them) has run.
  await frame();
}

/** Boxes that scroll on their own: they are taken to their bottom too. */
function innerScrollers(): Element[] {
  return Array.from(document.body.querySelectorAll('*')).filter((e) => {
    if (e.scrollHeight <= e.clientHeight + 1 || e.clientHeight < 100) return false;
    const overflow = getComputedStyle(e).overflowY;
    return overflow === 'auto' || overflow === 'scroll';
  });
}

function settle(): void {
  window.dispatchEvent(new Event(FLOATING_SETTLE_EVENT));
}

function checkSize(): LayoutFinding[] {
  const root = document.scrollingElement ?? document.documentElement;
  const scrollers = innerScrollers();
  const scrollable = root.scrollHeight > window.innerHeight + 1 || scrollers.length > 0;
  window.scrollTo(0, 0);
  settle();
  const findings = checkLayout(document, { scroll: 'top', scrollable, texts: true });
  if (!scrollable) return findings;
  const before = scrollers.map((s) => s.scrollTop);
  window.scrollTo(0, root.scrollHeight);
  for (const s of scrollers) s.scrollTop = s.scrollHeight;
  settle();
  findings.push(...checkLayout(document, { scroll: 'bottom', scrollable, texts: false }));
  scrollers.forEach((s, i) => (s.scrollTop = before[i]));
  window.scrollTo(0, 0);
  return findings;
}

function describeFinding(f: LayoutFinding, preset: Preset): string {
  const where = `${preset.name} ${preset.width}×${preset.height}, ${f.scroll}`;
  const r = f.rect;
  const at = `at ${r.x},${r.y} ${r.width}×${r.height}`;
  const target = formatElement(f.target);
  if (f.kind === 'covered' && f.cover) {
    return `${where}: ${formatElement(f.cover)} covers ${f.targetKind} ${target} ${at}`;
  }
  const inside = f.cover ? ` of ${formatElement(f.cover)}` : ' of the screen';
  return `${where}: ${f.kind} — text ${target} runs out${inside} ${at}`;
}

export interface PresetResult {
  preset: Preset;
  findings: LayoutFinding[];
  ms: number;
}

/** Checks the page at every preset, then gives it back its size; the page is left at its top. */
export async function checkAllSizes(): Promise<PresetResult[]> {
  const start = { width: window.innerWidth, height: window.innerHeight };
  const ordered = [...PRESETS].sort(
    (a, b) => Number(b.width === start.width) - Number(a.width === start.width),
  );
  const results: PresetResult[] = [];
  try {
    for (const preset of ordered) {
      const began = performance.now();
      await resizeTo(preset.width, preset.height);
      results.push({ preset, findings: checkSize(), ms: Math.round(performance.now() - began) });
    }
  } finally {
    await resizeTo(start.width, start.height);
    settle();
  }
  return results;
}

const MAX_LISTED = 12;

/** The story run's check of one state story: fails it, reports it, or does nothing (by mode). */
export async function runLayoutCheck(storyId: string): Promise<void> {
  const current = await layoutCheckMode();
  if (current === 'off') return;
  const results = await checkAllSizes();
  if (current === 'report') {
    const lines = results.flatMap(({ preset, findings, ms }) => [
      { type: 'checked', story: storyId, preset: preset.name, findings: findings.length, ms },
      ...findings.map((f) => ({ type: 'finding', story: storyId, preset: preset.name, ...f })),
    ]);
    await commands.layoutFindings(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    return;
  }
  const all = results.flatMap(({ preset, findings }) =>
    findings.map((f) => describeFinding(f, preset)),
  );
  if (all.length === 0) return;
  const listed = all.slice(0, MAX_LISTED).map((line) => `  - ${line}`);
  if (all.length > MAX_LISTED) listed.push(`  … and ${all.length - MAX_LISTED} more`);
  throw new Error(
    `Layout check of ${storyId}: ${all.length} finding(s) (LAYOUT_CHECK=report lists them ` +
      `without failing; tests/visual/layout-check.ts states the rules)\n${listed.join('\n')}`,
  );
}
