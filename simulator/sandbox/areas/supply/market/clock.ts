/**
 * The market's times follow the sandbox clock. Seeded records hold offsets from an anchor; the first
 * read of the market sets the anchor to the current hour and turns every offset into a time, so
 * most sources are loadable "now" whatever day it is (stories freeze the clock at 2026-11-22 09:00).
 * A market left unread for more than two days rolls forward: open sources move with the clock;
 * waybills and contracts keep their times. The waybill area shifts its own (event marketAnchored).
 */
import type { Db } from '../../../store/db';
import { contractArea } from '../e-contract/types';
import { supplyArea, type SourceRecord, type SupplyTables } from './types';

const HOUR_MS = 3_600_000;
const ROLL_AFTER_MS = 2 * 24 * HOUR_MS;

function shiftSource(s: SourceRecord, by: number): void {
  s.publishMs += by;
  s.loadingStartMs += by;
  s.loadingEndMs += by;
  if (s.unloadingMs !== null) s.unloadingMs += by;
}

function anchor(db: Db, tables: SupplyTables, at: number): void {
  tables.anchorMs = at;
  for (const s of tables.sources) shiftSource(s, at);
  db.emit('marketAnchored', at);
  for (const c of db.area(contractArea).contracts) {
    c.createMs += at;
    if (c.signedMs !== null) c.signedMs += at;
  }
}

/** The supply tables with real times (anchoring or rolling the market first when needed). */
export function market(db: Db): SupplyTables {
  const tables = db.area(supplyArea);
  const hour = Math.floor(db.now() / HOUR_MS) * HOUR_MS;
  if (tables.anchorMs === null) anchor(db, tables, hour);
  else if (hour - tables.anchorMs > ROLL_AFTER_MS) {
    const by = hour - tables.anchorMs;
    tables.anchorMs = hour;
    for (const s of tables.sources) if (s.status === 'open') shiftSource(s, by);
  }
  return tables;
}

export { HOUR_MS };
