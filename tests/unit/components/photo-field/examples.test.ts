/** PhotoField's example drawings: an SVG image per kind of document, nothing fetched. */
import { describe, expect, it } from 'vitest';
import { exampleImage, type ExampleKind } from '@/components/photo-field/examples';

const KINDS: ExampleKind[] = ['idCardFront', 'idCardBack', 'licence', 'certificate'];

describe('exampleImage', () => {
  it('is an SVG data URL for every kind, landscape like the card', () => {
    for (const kind of KINDS) {
      const src = exampleImage(kind);
      expect(src.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 152"/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('draws each kind differently', () => {
    expect(new Set(KINDS.map(exampleImage)).size).toBe(KINDS.length);
  });
});
