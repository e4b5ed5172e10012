/**
 * Example images of the documents drivers photograph: drawn, not photographed (no real person's
 * card), so the app ships no pictures. Each shows the layout to frame — the card straight and
 * whole, landscape — as an SVG data URL for `PhotoField`'s `example`.
 */

export type ExampleKind = 'idCardFront' | 'idCardBack' | 'licence' | 'certificate';

const W = 240;
const H = 152;

const lines = (x: number, ys: number[], widths: number[]) =>
  ys
    .map(
      (y, i) => `<rect x="${x}" y="${y}" width="${widths[i]}" height="8" rx="4" fill="#b8c4d6"/>`,
    )
    .join('');

const PARTS: Record<ExampleKind, { fill: string; body: string }> = {
  // Text on the left, the portrait on the right.
  idCardFront: {
    fill: '#eaf2fb',
    body:
      lines(20, [30, 52, 74, 96, 118], [70, 96, 110, 84, 120]) +
      '<rect x="160" y="28" width="60" height="76" rx="6" fill="#c9d6e8"/>' +
      '<circle cx="190" cy="56" r="14" fill="#8da2c0"/>' +
      '<path d="M166 100c4-18 44-18 48 0z" fill="#8da2c0"/>',
  },
  // The emblem on the left, the issuer and validity on the right.
  idCardBack: {
    fill: '#fbf1ea',
    body:
      '<circle cx="52" cy="52" r="26" fill="#e3b9a0"/>' +
      '<path d="M52 34l5 12h13l-10 8 4 13-12-8-12 8 4-13-10-8h13z" fill="#f7e3d6"/>' +
      lines(96, [38, 60], [110, 84]) +
      lines(20, [100, 122], [200, 160]),
  },
  // A licence booklet page (驾驶证, 行驶证): the title bar, the photo on the right, the fields on the left.
  licence: {
    fill: '#edf6ee',
    body:
      '<rect x="0" y="0" width="240" height="22" fill="#b9d9bf"/>' +
      lines(20, [40, 60, 80, 100, 120], [100, 120, 90, 110, 80]) +
      '<rect x="166" y="38" width="54" height="70" rx="4" fill="#c4dec9"/>' +
      '<circle cx="193" cy="62" r="12" fill="#88b592"/>' +
      '<path d="M172 104c4-16 38-16 42 0z" fill="#88b592"/>',
  },
  // A certificate: a title, rows of fields and the seal.
  certificate: {
    fill: '#f2f0fa',
    body:
      '<rect x="70" y="18" width="100" height="10" rx="5" fill="#b7b0d6"/>' +
      lines(20, [46, 68, 90, 112], [140, 180, 120, 160]) +
      '<circle cx="196" cy="112" r="18" fill="none" stroke="#d58b8b" stroke-width="3"/>',
  },
};

/** The drawing of `kind` as an `<img>` source. */
export function exampleImage(kind: ExampleKind): string {
  const { fill, body } = PARTS[kind];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" rx="12" fill="${fill}"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
