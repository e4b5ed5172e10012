/**
 * /service-info: what the service keeps about the driver's use of it — the account's age, the
 * device this session signs its requests with, and the last 30 days' settlement figures.
 */
import { Page } from '@/components/card';
import { MenuList, type MenuGroup } from '@/components/menu-list';
import { MoneyText } from '@/components/money-text';
import { useUserDetail } from '@/hooks/shared-reads';
import type { DriverThirtyDayAmount } from '@/lib/contract/money/wallet';
import { useThirtyDayAmount } from '../api/driver-data';
import styles from '../components/privacy.module.css';
import { LoadFailed } from '@/components/load-state';
import { LoadingRows } from '../components/loading-rows';
import { useDeviceInfo, type DeviceInfo } from '../hooks/use-device-info';
import { privacyMessages as m } from '../messages';

function deviceText(info: DeviceInfo | undefined): string {
  if (!info) return m.stateChecking;
  if (info.mode === 'web') return m.inBrowser;
  const name = [info.brand, info.model].filter(Boolean).join(' ');
  return name || m.unknownValue;
}

function settlement(figures: DriverThirtyDayAmount): MenuGroup {
  return {
    title: m.settlementGroup,
    items: [
      { label: m.settlementAmount, value: <MoneyText value={figures.driverThirtyDayAmount} /> },
      { label: m.settlementVehicles, value: m.vehicleCount(figures.settlementVehicleNumber) },
      { label: m.completedOrders, value: m.orderCount(figures.completedOrderCount) },
    ],
  };
}

export function ServiceInfoScreen() {
  const user = useUserDetail('inline');
  const figures = useThirtyDayAmount();
  const device = useDeviceInfo();

  const failed = [user, figures].find((r) => r.isError);
  if (failed?.error) {
    return (
      <LoadFailed
        title={m.readFailed}
        description={failed.error.message}
        retrying={user.isFetching || figures.isFetching}
        onRetry={() => {
          if (user.isError) void user.refetch();
          if (figures.isError) void figures.refetch();
        }}
      />
    );
  }
  if (!user.data || !figures.data) return <LoadingRows lines={6} />;

  const session: MenuGroup = {
    title: m.sessionGroup,
    items: [
      { label: m.accountCreated, value: user.data.createTime },
      { label: m.currentDevice, value: deviceText(device.data) },
      {
        label: m.deviceId,
        value: <span className={styles.mono}>{device.data?.deviceId ?? m.stateChecking}</span>,
      },
    ],
  };
  return (
    <Page as="div">
      <MenuList groups={[session, settlement(figures.data)]} />
      <p className={styles.note}>{m.serviceNote}</p>
    </Page>
  );
}

export default ServiceInfoScreen;
