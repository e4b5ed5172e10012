/** The desk server's JSON API (review/server/http.ts), typed for the page. */
export type Kind = 'changed' | 'new' | 'removed';

export interface Entry {
  decision: 'accepted' | 'rejected';
  reviewer: string;
  time: string;
  note: string;
}

export interface Item {
  id: string;
  domain: string;
  screen: string;
  state: string;
  device: string;
  kind: Kind;
  message: string;
  decision: Entry | null;
  regions: number;
}

export interface State {
  run: { complete: boolean; passed: boolean; finished: string } | null;
  baselines: number;
  counts: Record<Kind, number>;
  items: Item[];
  reviewer: string;
  storybook: string;
  ignoreRegions: Record<string, Region[]>;
}

export interface Region {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  hits: number;
  lastHit: string | null;
}

export interface Detail {
  id: string;
  picture: {
    changedPixels: number;
    box: { x: number; y: number; width: number; height: number } | null;
    signature: string;
    sizes: string;
  } | null;
  signature: string;
  styles: string;
  why: {
    source: 'dom-diff' | 'changed-region' | 'none';
    changes: { path: string; label: string; change: string; details: string[] }[];
  };
  regions: Region[];
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    path,
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  const data = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(data.error ?? res.statusText);
  return data;
}

export const api = {
  state: () => call<State>('/api/state'),
  story: (id: string) => call<Detail>(`/api/story/${id}`),
  identical: (id: string) => call<{ ids: string[] }>(`/api/identical/${id}`),
  storybook: () => call<{ url: string; up: boolean }>('/api/storybook'),
  decide: (id: string, decision: Entry['decision'], note: string) =>
    call<{ id: string }>('/api/decide', { id, decision, note }),
  acceptIdentical: (id: string, note: string) =>
    call<{ ids: string[] }>('/api/accept-identical', { id, note }),
  undo: (id?: string) => call<{ id: string | null }>('/api/undo', { id }),
  saveRegions: (
    id: string,
    regions: Omit<Region, 'hits' | 'lastHit' | 'id' | 'label'>[] | Region[],
  ) => call<{ regions: Region[] }>('/api/regions', { id, regions }),
};

/** Bumped when a decision may have replaced a picture, so the browser's copy is not reused. */
let version = Date.now();
export const newPictures = () => (version = Date.now());

export const picture = (which: 'before' | 'after' | 'diff', id: string) =>
  `/img/${which}/${id}.png?v=${version}`;
