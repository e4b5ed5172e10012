/** /device-info: the device identity and last position the app holds, as the device reports them. */
import { Page } from '@/components/card';
import { MenuList, type MenuGroup } from '@/components/menu-list';
import styles from '../components/privacy.module.css';
import { LoadingRows } from '../components/loading-rows';
import { useDeviceInfo, type DeviceInfo } from '../hooks/use-device-info';
import { privacyMessages as m } from '../messages';

const PLATFORM = { ios: 'iOS', android: 'Android' } as const;

function groups(info: DeviceInfo): MenuGroup[] {
  const or = (v: string | null) => v ?? m.unknownValue;
  const native = info.mode === 'native';
  const device: MenuGroup = {
    title: m.deviceGroup,
    items: [
      { label: m.runsIn, value: native ? m.inApp : m.inBrowser },
      { label: m.deviceId, value: <span className={styles.mono}>{or(info.deviceId)}</span> },
      ...(native
        ? [
            { label: m.brand, value: or(info.brand) },
            { label: m.model, value: or(info.model) },
            { label: m.platform, value: info.platform ? PLATFORM[info.platform] : m.unknownValue },
            { label: m.appVersion, value: or(info.appVersion) },
          ]
        : [
            {
              label: m.userAgent,
              value: <span className={styles.mono}>{or(info.userAgent)}</span>,
            },
          ]),
    ],
  };
  const fix = info.lastFix;
  const location: MenuGroup = {
    title: m.locationGroup,
    items: [
      {
        label: m.lastFix,
        value: fix ? `${fix.longitude.toFixed(6)}, ${fix.latitude.toFixed(6)}` : m.noFix,
      },
      ...(fix?.address ? [{ label: m.fixAddress, value: fix.address }] : []),
    ],
  };
  return [device, location];
}

export function DeviceInfoScreen() {
  const query = useDeviceInfo();
  const info = query.data;
  // readDeviceInfo turns each failed bridge call into "unknown" and never rejects.
  if (!info) return <LoadingRows lines={5} />;
  return (
    <Page as="div">
      <MenuList groups={groups(info)} />
      <p className={styles.note}>{info.mode === 'native' ? m.deviceNote : m.browserNote}</p>
    </Page>
  );
}

export default DeviceInfoScreen;
