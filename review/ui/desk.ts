/**
 * The review desk's page: the list of stories to review (grouped by domain and screen, device
 * variants folded into one row), the story under review with its pictures and why it changed,
 * and the decisions, all reachable by keyboard (the keys are listed in the header).
 */
import type { Detail, Item, State } from './api.ts';
import { api, newPictures } from './api.ts';
import { compareView, MODES, type Mode } from './compare.ts';
import { announce, el } from './dom.ts';
import { livePanel, regionsPanel, whyPanel } from './panels.ts';

let state: State | null = null;
let current: string | null = decodeURIComponent(location.hash.slice(1)) || null;
let detail: Detail | null = null;
let mode: Mode = 'side by side';
let zoom = 1;

const DOMAIN_NAMES: Record<string, string> = {
  kit: 'Kit components',
  app: 'App shell',
  docs: 'Docs',
};
const title = (domain: string) => DOMAIN_NAMES[domain] ?? domain[0].toUpperCase() + domain.slice(1);

function status(item: Item): string {
  return item.decision ? item.decision.decision : 'to review';
}

function summary(s: State): string {
  const decided = s.items.filter((item) => item.decision);
  const accepted = decided.filter((item) => item.decision?.decision === 'accepted').length;
  const pending = s.items.length - decided.length;
  const run = s.run
    ? `run ${s.run.complete ? 'complete' : 'partial'}, ${s.run.passed ? 'passed' : 'failed'}`
    : 'no run yet';
  return `${s.counts.changed} changed · ${s.counts.new} new · ${s.counts.removed} removed (${run}; ${s.baselines} baselines) — ${accepted} accepted, ${decided.length - accepted} rejected, ${pending} to review. Reviewer: ${s.reviewer}`;
}

function itemButton(item: Item, label: string): HTMLButtonElement {
  const button = el(
    'button',
    {
      type: 'button',
      class: `item ${item.kind} ${item.decision?.decision ?? 'pending'}`,
      'data-id': item.id,
      'aria-current': item.id === current ? 'true' : false,
      'aria-label': `${label}, ${item.kind}, ${status(item)}`,
    },
    el('span', { class: 'badge', text: item.kind }),
    ` ${label} `,
    el('span', { class: 'decision', text: status(item) }),
  );
  button.addEventListener('click', () => void select(item.id));
  return button;
}

/** Domain › screen › state rows; the variants of a state on other devices sit in its row. */
function renderList(s: State): void {
  const list = document.getElementById('list')!;
  list.replaceChildren();
  let domain = '';
  let screen = '';
  let ul: HTMLUListElement | null = null;
  const rows = new Map<string, HTMLLIElement>();
  for (const item of s.items) {
    if (item.domain !== domain) {
      domain = item.domain;
      screen = '';
      const count = s.items.filter((other) => other.domain === domain).length;
      list.append(el('h2', { text: `${title(domain)} (${count})` }));
    }
    if (item.screen !== screen) {
      screen = item.screen;
      list.append(el('h3', { text: screen }));
      ul = el('ul');
      list.append(ul);
    }
    const key = `${item.domain}/${item.screen}/${item.state}`;
    const row = rows.get(key);
    if (row) {
      row.append(itemButton(item, item.device));
      continue;
    }
    const li = el(
      'li',
      { class: 'row' },
      itemButton(item, item.device ? `${item.state} · ${item.device}` : item.state),
    );
    rows.set(key, li);
    ul!.append(li);
  }
  list.append(allRegions(s));
  if (s.items.length === 0)
    list.append(
      el('p', { text: 'Nothing to review: the last visual run matched every baseline.' }),
    );
}

/** Every ignore region of every story, with how many runs it hid a difference in. */
function allRegions(s: State): HTMLElement {
  const rows = Object.entries(s.ignoreRegions).flatMap(([id, regions]) =>
    regions.map((region) => {
      const runs = `${region.hits} run${region.hits === 1 ? '' : 's'}`;
      const link = el('a', { href: `#${id}`, text: id });
      return el('li', {}, link, ` · ${region.label || 'region'} · hid a difference in ${runs}`);
    }),
  );
  return el(
    'details',
    { class: 'all-regions' },
    el('summary', { text: `All ignore regions (${rows.length})` }),
    rows.length ? el('ul', {}, ...rows) : el('p', { text: 'None.' }),
  );
}

function modeControls(): HTMLElement {
  const group = el('div', { role: 'radiogroup', 'aria-label': 'How to compare', class: 'modes' });
  MODES.forEach((name, index) => {
    const button = el('button', {
      type: 'button',
      role: 'radio',
      'aria-checked': String(name === mode),
      'aria-keyshortcuts': String(index + 1),
      text: `${index + 1} ${name}`,
    });
    button.addEventListener('click', () => setMode(name));
    group.append(button);
  });
  const zoomOut = el('button', { type: 'button', text: '−', 'aria-label': 'Zoom out' });
  const zoomIn = el('button', { type: 'button', text: '+', 'aria-label': 'Zoom in' });
  zoomOut.addEventListener('click', () => setZoom(zoom / 1.5));
  zoomIn.addEventListener('click', () => setZoom(zoom * 1.5));
  group.append(
    el(
      'span',
      { class: 'zoom' },
      zoomOut,
      el('output', { 'aria-label': 'Zoom', text: `${Math.round(zoom * 100)} %` }),
      zoomIn,
    ),
  );
  return group;
}

function decisionControls(item: Item): HTMLElement {
  const note = el('textarea', {
    id: 'note',
    rows: 2,
    'aria-label': 'Note (kept with the decision)',
    placeholder: 'Note, kept with the decision (required to reject)',
  });
  note.value = item.decision?.note ?? '';
  const accept = el('button', {
    type: 'button',
    class: 'accept',
    'aria-keyshortcuts': 'a',
    text: 'Accept (A)',
  });
  const reject = el('button', {
    type: 'button',
    class: 'reject',
    'aria-keyshortcuts': 'r',
    text: 'Reject (R)',
  });
  const identical = el('button', {
    type: 'button',
    'aria-keyshortcuts': 'i',
    id: 'accept-identical',
    text: 'Accept all identical (I)',
  });
  accept.addEventListener('click', () => void decide('accepted'));
  reject.addEventListener('click', () => void decide('rejected'));
  identical.addEventListener('click', () => void acceptIdentical());
  if (item.kind !== 'changed') identical.disabled = true;
  else
    void api
      .identical(item.id)
      .then(({ ids }) => (identical.textContent = `Accept all identical: ${ids.length} (I)`));
  const undoHere = el('button', {
    type: 'button',
    'aria-keyshortcuts': 'u',
    text: 'Undo this decision (U)',
  });
  undoHere.addEventListener('click', () => void undo());
  const standing = item.decision
    ? el(
        'p',
        { class: 'standing' },
        `${item.decision.decision} by ${item.decision.reviewer} at ${item.decision.time}${item.decision.note ? `: ${item.decision.note}` : ''} `,
        undoHere,
      )
    : null;
  return el(
    'section',
    { class: 'decide', 'aria-label': 'Decision' },
    standing,
    note,
    el('div', { class: 'buttons' }, accept, reject, identical),
  );
}

/** Renders overlap (a key pressed while the live story is looked up): only the newest appends. */
let renders = 0;

async function renderStory(): Promise<void> {
  const main = document.getElementById('story')!;
  const render = ++renders;
  const item = state?.items.find((entry) => entry.id === current);
  if (!item) {
    const text = current
      ? `${current} has nothing to review: the last visual run matched its baseline (or did not run it).`
      : state?.items.length
        ? 'Choose a story from the list.'
        : '';
    main.replaceChildren(el('p', { text }));
    return;
  }
  const head = el(
    'h2',
    { id: 'story-title' },
    `${item.id} `,
    el('span', { class: `badge ${item.kind}`, text: item.kind }),
  );
  main.replaceChildren(
    head,
    el('p', { class: 'message', text: item.message.split('\n')[0] }),
    modeControls(),
    compareView(item, detail, mode, zoom),
    decisionControls(item),
    whyPanel(detail),
    regionsPanel(item, detail, () => void reload()),
  );
  const live = await livePanel(item);
  if (render === renders) main.append(live);
}

async function select(id: string | null): Promise<void> {
  current = id;
  if (id) history.replaceState(null, '', `#${id}`);
  // The list first: what is current shows at once, before the story's detail has come.
  if (state) renderList(state);
  detail = id ? await api.story(id).catch(() => null) : null;
  if (id !== current) return;
  await renderStory();
  document
    .querySelector<HTMLButtonElement>(`#list button[data-id="${current}"]`)
    ?.scrollIntoView({ block: 'nearest' });
}

async function reload(): Promise<void> {
  newPictures();
  state = await api.state();
  // A story asked for by address (the Storybook link) stays, listed or not.
  const asked = decodeURIComponent(location.hash.slice(1));
  if (!current || (!state.items.some((item) => item.id === current) && current !== asked))
    current = state.items[0]?.id ?? null;
  renderList(state);
  // After the list, so the count a screen reader hears matches what the list shows.
  document.getElementById('summary')!.textContent = summary(state);
  await select(current);
}

function move(step: number): void {
  if (!state?.items.length) return;
  const at = state.items.findIndex((item) => item.id === current);
  const next = state.items[Math.max(0, Math.min(state.items.length - 1, at + step))];
  void select(next.id).then(() => announce(`${next.id}, ${next.kind}, ${status(next)}`));
}

/** After a decision the next story still to review comes up. */
function nextPending(): string | null {
  const items = state?.items ?? [];
  const at = items.findIndex((item) => item.id === current);
  const after = [...items.slice(at + 1), ...items.slice(0, at + 1)];
  return after.find((item) => !item.decision && item.id !== current)?.id ?? current;
}

async function decide(decision: 'accepted' | 'rejected'): Promise<void> {
  if (!current) return;
  const note = document.querySelector<HTMLTextAreaElement>('#note')?.value ?? '';
  if (decision === 'rejected' && !note.trim()) {
    announce('A rejection needs a note: say what is wrong.');
    document.querySelector<HTMLTextAreaElement>('#note')?.focus();
    return;
  }
  const id = current;
  await api.decide(id, decision, note);
  current = nextPending();
  await reload();
  announce(`${id} ${decision}`);
}

async function acceptIdentical(): Promise<void> {
  if (!current) return;
  const note = document.querySelector<HTMLTextAreaElement>('#note')?.value ?? '';
  const { ids } = await api.acceptIdentical(current, note);
  current = nextPending();
  await reload();
  announce(`${ids.length} identical changes accepted`);
}

/** The decision on the story in view, or with none there the newest decision. */
async function undo(newest = false): Promise<void> {
  const here = state?.items.find((item) => item.id === current);
  const { id } = await api.undo(!newest && here?.decision ? here.id : undefined);
  if (id) current = id;
  await reload();
  announce(id ? `Undid the decision on ${id}` : 'Nothing to undo');
}

function setMode(next: Mode): void {
  mode = next;
  void renderStory();
  announce(`Compare: ${next}`);
}

function setZoom(next: number): void {
  zoom = Math.max(0.25, Math.min(8, next));
  void renderStory();
  announce(`Zoom ${Math.round(zoom * 100)} %`);
}

document.getElementById('undo')!.addEventListener('click', () => void undo(true));
document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement;
  if (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
  )
    return;
  const keys: Record<string, () => void> = {
    j: () => move(1),
    ArrowDown: () => move(1),
    k: () => move(-1),
    ArrowUp: () => move(-1),
    a: () => void decide('accepted'),
    r: () => void decide('rejected'),
    i: () => void acceptIdentical(),
    u: () => void undo(),
    '+': () => setZoom(zoom * 1.5),
    '=': () => setZoom(zoom * 1.5),
    '-': () => setZoom(zoom / 1.5),
    '0': () => setZoom(1),
  };
  MODES.forEach((name, index) => (keys[String(index + 1)] = () => setMode(name)));
  const action = keys[event.key];
  if (!action) return;
  event.preventDefault();
  action();
});
window.addEventListener(
  'hashchange',
  () => void select(decodeURIComponent(location.hash.slice(1))),
);

void reload();
