import type { TabKey } from '@/lib/routing/route-meta';

/** The entry whose route the driver is on: exact, or below it (/waybill/search → 运单). */
export function activeTab(
  entries: ReadonlyArray<{ key: TabKey; path: string | null }>,
  pathname: string,
): TabKey | null {
  let best: { key: TabKey; path: string | null } | null = null;
  for (const entry of entries) {
    const path = entry.path;
    if (path === null) continue;
    const hit =
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (hit && (best === null || path.length > (best.path?.length ?? 0))) best = entry;
  }
  return best?.key ?? null;
}
