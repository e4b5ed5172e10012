import {
  AppOutline,
  ScanningOutline,
  TruckOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { paths } from '@/lib/routing/paths';
import type { TabKey } from '@/lib/routing/route-meta';
import { appMessages } from '../messages';
import { routeAt, tabPath } from '../routing/route-lists';

export type { TabKey };

export interface TabEntry {
  key: TabKey;
  title: string;
  /** null: not a route (scan opens the scanner flow). */
  path: string | null;
  icon: ReactNode;
}

/** The route flagged `tab` in its meta; the spec's destination (§2.1) until that screen exists. */
const rootOf = (tab: Exclude<TabKey, 'scan'>, fallback: string) => tabPath(tab) ?? fallback;

/** §2.1: the five tab-bar entries, in order. */
export const TAB_ENTRIES: readonly TabEntry[] = [
  {
    key: 'home',
    title: appMessages.tabHome,
    path: rootOf('home', paths.home.pattern),
    icon: <AppOutline />,
  },
  {
    key: 'supply',
    title: appMessages.tabSupply,
    path: rootOf('supply', paths.supply.pattern),
    icon: <TruckOutline />,
  },
  { key: 'scan', title: appMessages.tabScan, path: null, icon: <ScanningOutline /> },
  {
    key: 'waybill',
    title: appMessages.tabWaybill,
    path: rootOf('waybill', paths.waybill.pattern),
    icon: <UnorderedListOutline />,
  },
  {
    key: 'me',
    title: appMessages.tabMe,
    path: rootOf('me', paths.me.pattern),
    icon: <UserOutline />,
  },
];

/** A tab shows when a route of this build is flagged as its root. */
export function isTabAvailable(path: string): boolean {
  return routeAt(path)?.meta.tab !== undefined;
}
