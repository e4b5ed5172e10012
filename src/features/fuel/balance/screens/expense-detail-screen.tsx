/**
 * /i/fuel-balance/expense-detail?oilType=&billNo= (账单详情): one bill of a card — from the list the
 * driver came from, or found among the card's bills on a cold open — with the order it belongs
 * to; 账单不存在 when the card has no such bill.
 */
import { useSearchParams } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/lib/routing/paths';
import { useBill } from '../api/fuel-balance';
import { billFacts } from '../components/bill-facts';
import styles from '../components/fuel-balance.module.css';
import { parseOilType } from '../filters';
import { billKindLabel, fuelMessages as t } from '../messages';

export function ExpenseDetailScreen() {
  const [params] = useSearchParams();
  const oilType = parseOilType(params.get('oilType'));
  const billNo = params.get('billNo')?.trim() ?? '';
  const read = useBill(oilType, billNo);
  const bill = read.data;
  if (bill) {
    return (
      <Page as="div">
        <Card title={billKindLabel[bill.kind]}>
          <p className={styles.figure}>
            <MoneyText value={bill.amount} currency signed plusSign size="xlarge" />
          </p>
          <FactList facts={billFacts(bill)} />
        </Card>
      </Page>
    );
  }
  const missing = billNo === '' || read.data === null;
  if (missing || read.error) {
    const back = { label: t.backToBills, to: paths.fuelBalanceDetail.to({ oilType }) };
    return (
      <ReadProblem
        subject={t.billSubject}
        back={back}
        words={{ notFound: { title: t.billMissing, description: t.billMissingHint } }}
        {...(missing ? { kind: 'notFound' as const } : {})}
        {...readProblemProps(read)}
      />
    );
  }
  return <Loading label={t.loading} lines={5} withTitle />;
}

export default ExpenseDetailScreen;
