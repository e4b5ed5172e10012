import { useCallback, useState } from 'react';
import { listFillClass } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { useListCompanions } from '@/hooks/use-list-companions';
import { money, type DriverRecord, type DriverRecordFilter } from '@/lib/contract/money/wallet';
import { useRecordPageLoader } from '../api/wallet';
import { RecordSheet } from './record-sheet';
import { RECORD_ROW_HEIGHT, RecordRow } from './record-row';

const keyOf = (r: DriverRecord) => r.id;
/** The month's totals and the balance are read again with the list's first page (a retry too). */
const COMPANIONS = [money.recordSummary, money.getBalanceByDriver];

/** The kit's PagedList of the records the filter selects; a tap shows the record's facts. */
export function RecordList({ filter, label }: { filter: DriverRecordFilter; label: string }) {
  const load = useListCompanions(useRecordPageLoader(filter), COMPANIONS);
  const [open, setOpen] = useState<DriverRecord | null>(null);
  const render = useCallback((r: DriverRecord) => <RecordRow item={r} onOpen={setOpen} />, []);
  return (
    <>
      <PagedList
        className={listFillClass}
        load={load}
        renderItem={render}
        itemHeight={RECORD_ROW_HEIGHT}
        itemKey={keyOf}
        label={label}
      />
      <RecordSheet record={open} onClose={() => setOpen(null)} />
    </>
  );
}
