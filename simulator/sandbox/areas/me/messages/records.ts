/** Reading a user's notices (other areas use this, never the table). */
import type { NotifyInfo } from '@/lib/contract/me/messages';
import type { Db } from '../../../store/db';
import { noticeArea } from './types';

export function noticesOf(db: Db, appUserId: string): NotifyInfo[] {
  return db.area(noticeArea).notices[appUserId] ?? [];
}
