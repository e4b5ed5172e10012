/**
 * The stories to screenshot, read from the static build's index.json so new stories are picked up
 * without touching this suite. scripts/visual.mjs applies the same rule when pruning baselines.
 */
import { existsSync, readFileSync } from 'node:fs';

export const INDEX_FILE = 'storybook-static/index.json';

/** Project-level tag (.storybook/preview.tsx); `tags: ['!visual']` on a story or meta removes it. */
export const VISUAL_TAG = 'visual';
/** Lets time flow from the fixed start instead of freezing it, for plays that wait on a countdown. */
export const LIVE_CLOCK_TAG = 'visual-live-clock';

export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
}

interface IndexEntry extends IndexedStory {
  type: 'story' | 'docs';
}

export function visualStories(file = INDEX_FILE): IndexedStory[] {
  if (!existsSync(file)) return [];
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes(VISUAL_TAG))
    .sort((a, b) => a.id.localeCompare(b.id));
}
