import {
  AppOutline,
  ScanningOutline,
  TruckOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { TabKey } from './tab-match';
import { appMessages } from './messages';

export type { TabKey };

export interface TabEntry {
  key: TabKey;
  title: string;
  /** null: not a route (scan opens the scanner flow). */
  path: string | null;
  icon: ReactNode;
}

/** §2.1: the five tab-bar entries, in order. */
export const TAB_ENTRIES: readonly TabEntry[] = [
  { key: 'home', title: appMessages.tabHome, path: '/', icon: <AppOutline /> },
  { key: 'supply', title: appMessages.tabSupply, path: '/supply', icon: <TruckOutline /> },
  { key: 'scan', title: appMessages.tabScan, path: null, icon: <ScanningOutline /> },
  {
    key: 'waybill',
    title: appMessages.tabWaybill,
    path: '/waybill',
    icon: <UnorderedListOutline />,
  },
  { key: 'me', title: appMessages.tabMe, path: '/i', icon: <UserOutline /> },
];
