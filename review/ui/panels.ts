/** The parts of a story's page beside its pictures: why it changed, ignore regions, live story. */
import type { Detail, Item, Region } from './api.ts';
import { api, picture } from './api.ts';
import { announce, el } from './dom.ts';

export function whyPanel(detail: Detail | null): HTMLElement {
  const section = el(
    'section',
    { 'aria-labelledby': 'why-title', class: 'why' },
    el('h3', { id: 'why-title', text: 'Why it changed' }),
  );
  if (!detail || detail.why.source === 'none') {
    section.append(el('p', { text: 'No DOM snapshot for this picture.' }));
    return section;
  }
  if (detail.picture)
    section.append(
      el('p', {
        text: `${detail.picture.changedPixels} pixels differ; most of them ${detail.picture.signature}.`,
      }),
    );
  section.append(
    el('p', {
      class: 'hint',
      text:
        detail.why.source === 'dom-diff'
          ? 'Elements whose DOM or computed style differ from the accepted snapshot:'
          : 'No snapshot was kept with this baseline (it is kept once a picture is accepted here): the elements drawn in the changed region, with their styles now:',
    }),
  );
  const list = el('ul', { class: 'changes' });
  for (const change of detail.why.changes) {
    const details = el('ul', {}, ...change.details.map((line) => el('li', { text: line })));
    list.append(el('li', {}, el('strong', { text: `${change.change}: ${change.label}` }), details));
  }
  section.append(list);
  return section;
}

type Rect = Pick<Region, 'x' | 'y' | 'width' | 'height'>;

function regionRow(id: string, region: Region, all: Region[], done: () => void): HTMLElement {
  const remove = el('button', {
    type: 'button',
    text: 'Remove',
    'aria-label': `Remove region ${region.label || region.id}`,
  });
  remove.addEventListener('click', async () => {
    await api.saveRegions(
      id,
      all.filter((other) => other !== region),
    );
    announce('Region removed');
    done();
  });
  const where = `${region.x},${region.y} ${region.width}×${region.height}`;
  const hits = `hid a difference in ${region.hits} run${region.hits === 1 ? '' : 's'}`;
  return el('li', {}, `${region.label || 'region'} at ${where}: ${hits} `, remove);
}

/** Drag on the picture to draw a rectangle; or type it in the form (keyboard). */
function drawingSurface(item: Item, onRect: (rect: Rect) => void): HTMLElement {
  const source = item.kind === 'removed' ? picture('before', item.id) : picture('after', item.id);
  const image = el('img', {
    src: source,
    alt: `picture of ${item.id} to draw ignore regions on`,
    draggable: 'false',
  });
  const box = el('div', { class: 'drawing', 'aria-hidden': 'true' });
  const surface = el('div', { class: 'draw-surface', 'data-testid': 'draw-surface' }, image, box);
  let start: { x: number; y: number } | null = null;
  const point = (event: PointerEvent) => {
    const rect = image.getBoundingClientRect();
    const scale = image.naturalWidth / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale, scale };
  };
  surface.addEventListener('pointerdown', (event) => {
    start = point(event);
    surface.setPointerCapture(event.pointerId);
  });
  surface.addEventListener('pointermove', (event) => {
    if (!start) return;
    const now = point(event);
    Object.assign(box.style, {
      display: 'block',
      left: `${Math.min(start.x, now.x) / now.scale}px`,
      top: `${Math.min(start.y, now.y) / now.scale}px`,
      width: `${Math.abs(now.x - start.x) / now.scale}px`,
      height: `${Math.abs(now.y - start.y) / now.scale}px`,
    });
  });
  surface.addEventListener('pointerup', (event) => {
    if (!start) return;
    const now = point(event);
    const rect = {
      x: Math.min(start.x, now.x),
      y: Math.min(start.y, now.y),
      width: Math.abs(now.x - start.x),
      height: Math.abs(now.y - start.y),
    };
    start = null;
    box.style.display = 'none';
    if (rect.width >= 2 && rect.height >= 2) onRect(rect);
  });
  return surface;
}

function regionForm(onRect: (rect: Rect, label: string) => void): HTMLElement {
  const field = (name: string) =>
    el(
      'label',
      {},
      `${name} `,
      el('input', { name, type: 'number', min: 0, required: true, class: 'num' }),
    );
  const form = el(
    'form',
    { 'aria-label': 'Add an ignore region by numbers' },
    field('x'),
    field('y'),
    field('width'),
    field('height'),
    el('label', {}, 'label ', el('input', { name: 'label', type: 'text' })),
    el('button', { type: 'submit', text: 'Add region' }),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const n = (name: string) => Number(data.get(name));
    onRect(
      { x: n('x'), y: n('y'), width: n('width'), height: n('height') },
      String(data.get('label') ?? ''),
    );
  });
  return form;
}

let regionsOpen = false;

export function regionsPanel(item: Item, detail: Detail | null, refresh: () => void): HTMLElement {
  const regions = detail?.regions ?? [];
  const add = async (rect: Rect, label = '') => {
    await api.saveRegions(item.id, [...regions, { ...rect, label } as Region]);
    announce(
      `Ignore region saved: ${Math.round(rect.width)}×${Math.round(rect.height)} at ${Math.round(rect.x)},${Math.round(rect.y)}`,
    );
    refresh();
  };
  const list = el(
    'ul',
    { class: 'regions' },
    ...regions.map((region) => regionRow(item.id, region, regions, refresh)),
  );
  const panel = el(
    'details',
    { class: 'regions-panel', open: regionsOpen },
    el('summary', { text: `Ignore regions (${regions.length})` }),
    el('p', {
      class: 'hint',
      text: 'Parts of the picture the comparison does not look at (a clock, a status bar). Drag on the picture, or type the rectangle.',
    }),
    regions.length ? list : el('p', { text: 'None yet.' }),
    regionForm((rect, label) => void add(rect, label)),
    drawingSurface(item, (rect) => void add(rect)),
  );
  // Stays open across the re-render a saved region causes.
  panel.addEventListener('toggle', () => (regionsOpen = panel.open));
  return panel;
}

/** The story itself from Storybook, when Storybook is running. */
export async function livePanel(item: Item): Promise<HTMLElement> {
  const section = el(
    'section',
    { 'aria-labelledby': 'live-title', class: 'live' },
    el('h3', { id: 'live-title', text: 'The story, live' }),
  );
  const { url, up } = await api.storybook().catch(() => ({ url: '', up: false }));
  if (!up) {
    section.append(
      el('p', {
        text: `Storybook is not running at ${url || 'its address'}: start it with npm run storybook to see the story here.`,
      }),
    );
    return section;
  }
  section.append(
    el(
      'p',
      {},
      el('a', {
        href: `${url}/?path=/story/${item.id}`,
        target: '_blank',
        rel: 'noreferrer',
        text: 'Open in Storybook',
      }),
    ),
    el('iframe', {
      title: `Story ${item.id}`,
      src: `${url}/iframe.html?id=${item.id}&viewMode=story`,
      width: 375,
      height: 812,
    }),
  );
  return section;
}
