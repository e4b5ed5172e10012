/**
 * /privacy-settings: the system permissions the app uses with their live state (re-read when the
 * app resumes) and the way to the system settings; a browser cannot read them and says so.
 */
import { Button } from 'antd-mobile';
import { Card, CardText, FactList, Page } from '@/components/card';
import { MenuList, type MenuItem } from '@/components/menu-list';
import styles from '../components/privacy.module.css';
import { usePermissionStates, type PermissionView } from '../hooks/use-permission-states';
import { privacyMessages as m } from '../messages';

const STATE_TEXT: Record<PermissionView, string> = {
  granted: m.stateGranted,
  denied: m.stateDenied,
  prompt: m.statePrompt,
  checking: m.stateChecking,
  unknown: m.stateUnknown,
};

function StateText({ state }: { state: PermissionView }) {
  const tone = state === 'granted' ? styles.granted : state === 'denied' ? styles.denied : '';
  return <span className={`${styles.permissionState} ${tone}`}>{STATE_TEXT[state]}</span>;
}

export function PrivacySettingsScreen() {
  const { mode, states, openSettings } = usePermissionStates();
  const native = mode === 'native';
  const value = (state: PermissionView) => (native ? <StateText state={state} /> : undefined);

  const items: MenuItem[] = [
    { key: 'camera', label: m.permissionCamera, value: value(states.camera) },
    { key: 'location', label: m.permissionLocation, value: value(states.location) },
    { key: 'album', label: m.permissionAlbum, value: native ? m.albumPerPick : undefined },
  ];

  return (
    <Page as="div">
      <p className={styles.intro}>{m.permissionsIntro}</p>
      {mode === 'web' ? (
        <div role="note">
          <Card>
            <CardText>{m.webMode}</CardText>
          </Card>
        </div>
      ) : null}
      <MenuList groups={[{ title: m.groupPermissions, items }]} />
      <Card title={m.permissionUses}>
        <FactList
          facts={[
            { label: m.permissionCamera, value: m.permissionCameraUse },
            { label: m.permissionLocation, value: m.permissionLocationUse },
            { label: m.permissionAlbum, value: m.permissionAlbumUse },
          ]}
        />
      </Card>
      {native ? (
        <>
          <Button
            color="primary"
            size="large"
            block
            className={styles.settingsButton}
            onClick={() => void openSettings()}
          >
            {m.openSettings}
          </Button>
          <p className={styles.note}>{m.openSettingsHint}</p>
        </>
      ) : null}
    </Page>
  );
}

export default PrivacySettingsScreen;
