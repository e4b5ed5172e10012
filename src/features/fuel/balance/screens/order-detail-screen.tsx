/**
 * /i/fuel-balance/order-detail?orderNo= (订单详情): the order's state; while it waits at the pump its
 * 核销码 in large digits with the car; the station with 导航 and 拨打电话; what was bought and paid;
 * its bills and times. Read again on focus and every 5 s while paid (the attendant fuels it).
 */
import { useSearchParams } from 'react-router-dom';
import { Card, FactList, Page } from '@/components/card';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { useOrder } from '../api/fuel-balance';
import styles from '../components/fuel-balance.module.css';
import { OrderBills } from '../components/order-bills';
import { orderFacts, orderTimeFacts } from '../components/order-facts';
import { StationCard } from '../components/station-card';
import { VerifyCode } from '../components/verify-code';
import { parseOilType } from '../filters';
import { fuelMessages as t } from '../messages';

export function OrderDetailScreen() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const read = useOrder(orderNo);
  const order = read.data;
  if (!order) {
    if (read.error || orderNo === '') {
      const oilType = parseOilType(params.get('oilType'));
      const back = { label: t.backToOrders, to: paths.fuelOrderList.to({ oilType }) };
      return (
        <ReadProblem
          subject={t.orderSubject}
          back={back}
          {...(orderNo === '' ? { kind: 'notFound' as const } : {})}
          {...readProblemProps(read)}
        />
      );
    }
    return <Loading label={t.loading} lines={8} withTitle />;
  }
  return (
    <Page as="div">
      <p className={styles.banner} data-state={order.state} role="status">
        {t.stateBanner[order.state]}
      </p>
      {order.state === 'paid' ? <VerifyCode order={order} /> : null}
      <StationCard order={order} />
      <Card title={t.order}>
        <FactList facts={orderFacts(order)} />
      </Card>
      <OrderBills order={order} />
      <Card aria-label={t.createTime}>
        <FactList facts={orderTimeFacts(order)} />
      </Card>
    </Page>
  );
}

export default OrderDetailScreen;
