/**
 * Where a story sits in the desk's list: grouped by domain and screen in the order a driver meets
 * them (the app's route table, src/app/routes/all.ts), then the app shell, the kit and the docs;
 * device variants of one state (`…-android-small`, `…-i-phone`) folded into one row.
 */
import { readFileSync } from 'node:fs';

export interface StoryPlace {
  id: string;
  /** `account`, `supply`…, `app`, `kit` or `docs`. */
  domain: string;
  /** The screen (or kit component) the story shows, as its title spells it in the id. */
  screen: string;
  /** The state without its device: the row device variants fold into. */
  state: string;
  /** The device of a variant, `''` for the default phone. */
  device: string;
}

const DEVICE_SUFFIX =
  /-(i-phone|iphone|android-small|android-large|android|small-screen|large-screen)$/;

export function placeOf(id: string): StoryPlace {
  const [prefix, name = ''] = id.split('--');
  const parts = prefix.split('-');
  const device = DEVICE_SUFFIX.exec(name)?.[1] ?? '';
  const state = device ? name.slice(0, -device.length - 1) : name;
  if (parts[0] === 'screens' && parts.length >= 3) {
    const domain = parts[1];
    return { id, domain, screen: parts.slice(2).join('-'), state, device };
  }
  const domain = parts[0] === 'components' ? 'kit' : parts[0];
  return { id, domain, screen: parts.slice(1).join('-'), state, device };
}

/**
 * `domain/part` keys (parts without their dashes, as story ids spell them) in route order, read
 * from the route table's imports and its spread order.
 */
export function journeyOrder(routesFile = 'src/app/routes/all.ts'): string[] {
  let text = '';
  try {
    text = readFileSync(routesFile, 'utf8');
  } catch {
    return [];
  }
  const from = new Map<string, string>();
  for (const match of text.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+)\/([\w-]+)'/g))
    from.set(match[1], `${match[2]}/${match[3].replaceAll('-', '')}`);
  const order: string[] = [];
  for (const match of text.matchAll(/\.\.\.(\w+)/g)) {
    const key = from.get(match[1]);
    if (key && !order.includes(key)) order.push(key);
  }
  return order;
}

/** Sort keys: journey position of the domain, then of the part, then the names. */
export function sortPlaces<T extends StoryPlace>(places: T[], order: string[]): T[] {
  const domains = [...new Set(order.map((key) => key.split('/')[0]))];
  const rank = (place: StoryPlace): [number, number] => {
    const domain = domains.indexOf(place.domain);
    const tail = ['app', 'kit', 'docs'].indexOf(place.domain);
    const d = domain >= 0 ? domain : domains.length + (tail >= 0 ? tail : 3);
    const part = order.findIndex((key) => {
      const [dom, p] = key.split('/');
      return dom === place.domain && (place.screen === p || place.screen.startsWith(`${p}-`));
    });
    return [d, part >= 0 ? part : order.length];
  };
  return [...places].sort((a, b) => {
    const [da, pa] = rank(a);
    const [db, pb] = rank(b);
    return (
      da - db ||
      pa - pb ||
      a.screen.localeCompare(b.screen) ||
      a.state.localeCompare(b.state) ||
      a.device.localeCompare(b.device)
    );
  });
}
