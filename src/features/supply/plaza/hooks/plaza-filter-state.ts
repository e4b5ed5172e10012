/**
 * What the plaza shows (tab, plate, filters) as plain data, its request body, and its copy in
 * session storage: the screen is kept alive between visits, and a reload of the WebView starts
 * from the same choice. Whatever is stored is checked on the way back in.
 */
import type { SelectOption } from '@/components/select-field';
import type { SourceListQuery } from '@/lib/contract/supply/market';
import { sessionStore } from '@/lib/storage/browser-storage';
import { LOADING_DAYS, plazaMessages as m, type PlazaTab } from '../plaza-messages';

/** A picked region, province first (the kit's RegionValue). */
export type PlazaRegion = readonly SelectOption[];

export interface PlazaFilters {
  origin: PlazaRegion | null;
  destination: PlazaRegion | null;
  vehicleLength: string | null;
  vehicleType: string | null;
  /** `YYYY-MM-DD`. */
  loadingDate: string | null;
}

export interface PlazaChoice {
  tab: PlazaTab;
  /** The driver's vehicle the list is searched for. */
  carNo: string | null;
  filters: PlazaFilters;
}

export const NO_FILTERS: PlazaFilters = {
  origin: null,
  destination: null,
  vehicleLength: null,
  vehicleType: null,
  loadingDate: null,
};

export const DEFAULT_CHOICE: PlazaChoice = { tab: 'bulk', carNo: null, filters: NO_FILTERS };

export const PLAZA_STORAGE_KEY = 'supply.plaza.choice';

const TABS: readonly PlazaTab[] = ['bulk', 'whole', 'nearest'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown, max = 40): string | null =>
  typeof value === 'string' && value.trim() && value.length <= max ? value : null;

function region(value: unknown): PlazaRegion | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 3) return null;
  const options = value.map((o: { label?: unknown; value?: unknown } | null) => ({
    label: text(o?.label),
    value: text(o?.value),
  }));
  return options.every((o) => o.label && o.value) ? (options as SelectOption[]) : null;
}

/** A stored choice, or the default for anything missing or malformed. */
export function parseChoice(raw: string | null): PlazaChoice {
  let data: Record<string, unknown>;
  try {
    data = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
  } catch {
    return DEFAULT_CHOICE;
  }
  if (typeof data !== 'object' || data === null) return DEFAULT_CHOICE;
  const f = (typeof data.filters === 'object' && data.filters ? data.filters : {}) as Record<
    string,
    unknown
  >;
  const date = text(f.loadingDate);
  return {
    tab: TABS.includes(data.tab as PlazaTab) ? (data.tab as PlazaTab) : 'bulk',
    carNo: text(data.carNo, 20),
    filters: {
      origin: region(f.origin),
      destination: region(f.destination),
      vehicleLength: text(f.vehicleLength),
      vehicleType: text(f.vehicleType),
      loadingDate: date && DAY.test(date) ? date : null,
    },
  };
}

export function loadChoice(): PlazaChoice {
  return parseChoice(sessionStore.getItem(PLAZA_STORAGE_KEY));
}

export function saveChoice(choice: PlazaChoice): void {
  sessionStore.setItem(PLAZA_STORAGE_KEY, JSON.stringify(choice));
}

/** How many filters are set (the plate is not one: it shows on its own). */
export function filterCount(filters: PlazaFilters): number {
  return Object.values(filters).filter((v) => v !== null).length;
}

const codeOf = (r: PlazaRegion | null) => r?.at(-1)?.value;

/** The list request of a kind with the driver's choice (paging is the list's). */
export function sourceQuery(
  kind: SourceListQuery['kind'],
  { carNo, filters }: Pick<PlazaChoice, 'carNo' | 'filters'>,
): Omit<SourceListQuery, 'pageIndex' | 'pageSize'> {
  const query: Omit<SourceListQuery, 'pageIndex' | 'pageSize'> = { kind };
  const origin = codeOf(filters.origin);
  const destination = codeOf(filters.destination);
  if (origin) query.originCode = origin;
  if (destination) query.destinationCode = destination;
  if (filters.vehicleLength) query.vehicleLength = filters.vehicleLength;
  if (filters.vehicleType) query.vehicleType = filters.vehicleType;
  if (filters.loadingDate) query.loadingDate = filters.loadingDate;
  if (carNo) query.carNo = carNo;
  return query;
}

/** `石家庄市 → 天津市 · 13.0米 · 平板货车 · 11-25`: what the list is filtered by, in one line. */
export function filterSummary(f: PlazaFilters): string {
  const place = (r: PlazaFilters['origin']) => r?.at(-1)?.label ?? m.anyPlace;
  const route = f.origin || f.destination ? `${place(f.origin)} → ${place(f.destination)}` : null;
  return [
    route,
    f.vehicleLength && m.vehicleLengthOption(f.vehicleLength),
    f.vehicleType,
    f.loadingDate?.slice(5),
  ]
    .filter(Boolean)
    .join(' · ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today and the days after it, as `今天 11-22`, `明天 11-23`, `11-24`… */
export function loadingDayOptions(now = new Date()): SelectOption[] {
  return Array.from({ length: LOADING_DAYS }, (_, i) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i);
    const md = `${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    const name = i === 0 ? `${m.today} ` : i === 1 ? `${m.tomorrow} ` : '';
    return { label: `${name}${md}`, value: `${day.getFullYear()}-${md}` };
  });
}
