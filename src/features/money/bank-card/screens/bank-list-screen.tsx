/**
 * /i/bank/list (我的银行卡): real name first — a driver without a record (999) gets the §4 prompt
 * instead of the cards; otherwise the bound cards (withdrawal card first) and 添加银行卡.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/card';
import { Button, ButtonLink } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { useCertificationGate } from '@/hooks/use-certification-gate';
import { useUserDetail } from '@/hooks/shared-reads';
import { paths } from '@/lib/routing/paths';
import { CardList } from '../components/card-list';
import styles from '../components/bank.module.css';
import { bankMessages as t } from '../messages';

function NotCertified({ prompt }: { prompt: () => Promise<void> }) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void prompt();
  }, [prompt]);
  return (
    <LoadEmpty title={t.notCertifiedTitle} description={t.notCertifiedText}>
      <Button onClick={prompt}>{t.goCertify}</Button>
    </LoadEmpty>
  );
}

export function BankListScreen() {
  const navigate = useNavigate();
  const user = useUserDetail();
  const gate = useCertificationGate();
  if (user.error) return <LoadFailed title={t.userFailed} {...failedReadProps(user)} />;
  if (!user.data) return <Loading label={t.loading} lines={4} />;
  if (gate.blocked) return <NotCertified prompt={() => gate.guard(() => undefined)} />;
  return (
    <Page as="div" list>
      <CardList />
      <div className={styles.footer}>
        <Button onClick={() => navigate(paths.bankAdd.to({}))}>{t.addCard}</Button>
        {/* An account in another person's name is checked with the bank before it is entrusted. */}
        <ButtonLink variant="text" to={paths.bankCheckEntrustNumber.to({})}>
          {t.checkEntrust}
        </ButtonLink>
      </div>
    </Page>
  );
}

export default BankListScreen;
