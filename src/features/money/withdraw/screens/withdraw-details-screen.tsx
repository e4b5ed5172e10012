/** /i/wallet/withdraw-deposit-details?id=: one withdrawal — every fact, its progress, its waybills. */
import { useSearchParams } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
import { Loading } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import { useApplication } from '../api/withdraw';
import { ApplicationProblem } from '../components/application-problem';
import { ApplicationTimeline } from '../components/application-timeline';
import { StateTag } from '../components/state-tag';
import { withdrawMessages as t } from '../messages';

export function WithdrawDetailsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useApplication(id);
  if (id === '' || read.error) return <ApplicationProblem id={id} read={read} />;
  if (!read.data) return <Loading label={t.loading} lines={8} />;
  const a = read.data;
  return (
    <Page as="div">
      <Card aria-label={t.amount}>
        <MoneyText value={a.amount} currency size="xlarge" />
        <FactList
          facts={[
            { label: t.state, value: <StateTag state={a.state} /> },
            { label: t.applicationNo, value: a.applicationNo, number: true },
            {
              label: t.bank,
              value: (
                <>
                  {`${a.bankName} `}
                  <span data-number>{a.cardNoMasked}</span>
                </>
              ),
            },
            { label: t.applyTime, value: a.applyTime, number: true },
          ]}
        />
      </Card>
      <Card title={t.timeline}>
        <ApplicationTimeline item={a} />
      </Card>
      <Card title={t.waybills}>
        <FactList
          layout="split"
          facts={a.waybills.map((w) => ({
            key: w.waybillId,
            label: w.waybillNo,
            value: <MoneyText value={w.amount} currency />,
            number: true,
          }))}
        />
      </Card>
    </Page>
  );
}

export default WithdrawDetailsScreen;
