/**
 * /i/wallet/entrust-details?id=: every fact and the state timeline; 撤回 while pending (confirm
 * dialog, one money action); 重新委托 once withdrawn or refused.
 */
import { useSearchParams } from 'react-router-dom';
import { showConfirm, showToast } from '@/components/feedback';
import { Button, ButtonLink } from '@/components/form';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { Entrustment } from '@/lib/contract/money/entrust';
import { paths } from '@/lib/routing/paths';
import { useEntrust, useWithdraw } from '../api/entrust';
import styles from '../components/entrust.module.css';
import { EntrustDetail } from '../components/entrust-detail';
import { moneyResult } from '@/hooks/money-result';
import { entrustMessages as t } from '../messages';
import { Page } from '@/components/card';

function Actions({ e }: { e: Entrustment }) {
  const withdraw = useWithdraw();
  const onWithdraw = async () => {
    const ok = await showConfirm({
      title: t.withdrawTitle,
      content: t.withdrawConfirm,
      confirmText: t.withdrawOk,
      cancelText: t.cancel,
    });
    if (!ok) return;
    if (await moneyResult(() => withdraw({ id: e.id }))) showToast(t.withdrawn, 2000, 'success');
  };
  if (e.state === 'pending') {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onWithdraw}>
          {t.withdraw}
        </Button>
      </div>
    );
  }
  if (e.state === 'withdrawn' || e.state === 'refused') {
    return (
      <div className={styles.actions}>
        <ButtonLink to={paths.entrustAdd.to({ waybillId: e.waybillId })}>{t.again}</ButtonLink>
      </div>
    );
  }
  return null;
}

export function EntrustDetailsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useEntrust(id);
  if (id === '' || read.error || read.data === null) {
    const back = { label: t.backToList, to: paths.entrustList.to() };
    return (
      <ReadProblem
        subject={t.subject}
        back={back}
        words={{ notFound: { title: t.noEntrust } }}
        {...(read.error ? {} : { kind: 'notFound' as const })}
        {...readProblemProps(read)}
      />
    );
  }
  if (read.data === undefined) return <Loading label={t.loading} lines={8} />;
  return (
    <Page as="div">
      <EntrustDetail e={read.data} />
      <Actions e={read.data} />
    </Page>
  );
}

export default EntrustDetailsScreen;
