import { Card, FactList, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { MaskedText } from '@/components/masked-text';
import { MoneyText } from '@/components/money-text';
import type { UserDetail } from '@/lib/contract/account/auth';
import type { IdentityInfo } from '@/lib/contract/account/identity';
import type { DriverThirtyDayAmount } from '@/lib/contract/money/wallet';
import { formatQuantity } from '@/lib/domain/quantity';
import { paths } from '@/lib/routing/paths';
import { joinedDays } from '../joined-days';
import { profileMessages as m } from '../messages';

interface HomepageViewProps {
  user: UserDetail;
  identity: IdentityInfo;
  figures: DriverThirtyDayAmount;
  now: Date;
}

/** The loaded personal homepage: the driver's figures, then who they are, then the phone change. */
export function HomepageView({ user, identity, figures, now }: HomepageViewProps) {
  const days = joinedDays(user.createTime, now);
  const name = identity.name ?? user.name ?? user.realName;
  return (
    <Page as="div">
      <Card title={m.figures}>
        <FactList
          layout="split"
          facts={[
            {
              label: m.joinedDays,
              value: days === null ? m.notFilled : formatQuantity(days, m.daysUnit),
              number: days !== null,
            },
            {
              label: m.completedOrders,
              value: formatQuantity(figures.completedOrderCount, m.ordersUnit),
              number: true,
            },
            {
              label: m.thirtyDayIncome,
              value: <MoneyText value={figures.driverThirtyDayAmount} />,
              number: true,
            },
            {
              label: m.settlementVehicles,
              value: formatQuantity(figures.settlementVehicleNumber, m.vehiclesUnit),
              number: true,
            },
          ]}
        />
      </Card>
      <Card title={m.personalInfo}>
        <FactList
          empty={m.notFilled}
          facts={[
            {
              label: m.phone,
              value: <MaskedText kind="phone" value={user.phone} />,
              number: true,
            },
            { label: m.name, value: name },
            {
              label: m.idNumber,
              value: <MaskedText kind="idNumber" value={identity.certificateNumber} />,
              number: true,
            },
            { label: m.idAddress, value: identity.address },
          ]}
        />
      </Card>
      <ButtonLink variant="secondary" to={paths.confirmOldPhone.to({ mobile: user.phone })}>
        {m.changePhone}
      </ButtonLink>
    </Page>
  );
}
