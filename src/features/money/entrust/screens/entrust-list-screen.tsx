/** /i/wallet/withdraw-entrust-list: the driver's entrustments by state, and 新增委托. */
import { useState } from 'react';
import { Button } from '@/components/form';
import type { EntrustState } from '@/lib/contract/money/entrust';
import styles from '../components/entrust.module.css';
import { EntrustList } from '../components/entrust-list';
import { StateTabs } from '../components/state-tabs';
import { WaybillPicker } from '../components/waybill-picker';
import { entrustMessages as t } from '../messages';
import { Page } from '@/components/card';

export function EntrustListScreen() {
  const [state, setState] = useState<EntrustState | null>(null);
  const [picking, setPicking] = useState(false);
  return (
    <Page as="div" list>
      <StateTabs value={state} onChange={setState} />
      <EntrustList key={state ?? 'all'} state={state} />
      <div className={styles.bar}>
        <Button onClick={() => setPicking(true)}>{t.add}</Button>
      </div>
      <WaybillPicker visible={picking} onClose={() => setPicking(false)} />
    </Page>
  );
}

export default EntrustListScreen;
