/** /device-info: the device identity and last position the app holds, as the device reports them. */
import { Card, FactList, type FactEntry, Page } from '@/components/card';
import styles from '../components/privacy.module.css';
import { LoadingRows } from '../components/loading-rows';
import { useDeviceInfo, type DeviceInfo } from '../hooks/use-device-info';
import { privacyMessages as m } from '../messages';

const PLATFORM = { ios: 'iOS', android: 'Android' } as const;

/** An identifier as the device gives it: monospaced, broken anywhere when it is too long. */
const code = (value: string | null) => (
  <span className={styles.mono}>{value ?? m.unknownValue}</span>
);

function deviceFacts(info: DeviceInfo): FactEntry[] {
  const or = (v: string | null) => v ?? m.unknownValue;
  const native = info.mode === 'native';
  return [
    { label: m.runsIn, value: native ? m.inApp : m.inBrowser },
    { label: m.deviceId, value: code(info.deviceId) },
    native && { label: m.brand, value: or(info.brand) },
    native && { label: m.model, value: or(info.model) },
    native && {
      label: m.platform,
      value: info.platform ? PLATFORM[info.platform] : m.unknownValue,
    },
    native && { label: m.appVersion, value: or(info.appVersion), number: true },
    !native && { label: m.userAgent, value: code(info.userAgent) },
  ];
}

function locationFacts(info: DeviceInfo): FactEntry[] {
  const fix = info.lastFix;
  return [
    {
      label: m.lastFix,
      value: fix ? `${fix.longitude.toFixed(6)}, ${fix.latitude.toFixed(6)}` : m.noFix,
      number: fix !== null,
    },
    fix?.address ? { label: m.fixAddress, value: fix.address } : null,
  ];
}

export function DeviceInfoScreen() {
  const query = useDeviceInfo();
  const info = query.data;
  // readDeviceInfo turns each failed bridge call into "unknown" and never rejects.
  if (!info) return <LoadingRows lines={5} />;
  return (
    <Page as="div">
      <Card title={m.deviceGroup}>
        <FactList facts={deviceFacts(info)} />
      </Card>
      <Card title={m.locationGroup}>
        <FactList facts={locationFacts(info)} />
      </Card>
      <p className={styles.note}>{info.mode === 'native' ? m.deviceNote : m.browserNote}</p>
    </Page>
  );
}

export default DeviceInfoScreen;
