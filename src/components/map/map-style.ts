/** Colours shared by the offline map and the AMap overlays, so both read the same. */
import type { LineKind, MarkerKind } from './types';

export const markerColour: Record<MarkerKind, string> = {
  truck: '#1677ff',
  loading: '#00a86b',
  unloading: '#ff8f1f',
  point: '#e5484d',
};

export const lineStyle: Record<LineKind, { colour: string; width: number; dashed: boolean }> = {
  planned: { colour: '#7a8899', width: 3, dashed: true },
  track: { colour: '#1677ff', width: 4, dashed: false },
};

export const fenceStyle = { stroke: '#1677ff', fill: '#1677ff', fillOpacity: 0.12 };

/** Planned under track, so the real way stays on top where they overlap. */
export const LINE_ORDER: LineKind[] = ['planned', 'track'];
