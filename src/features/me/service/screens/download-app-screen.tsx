/** /download-app (§2.6): both store links, the installed and latest versions when known. */
import { DownlandOutline } from 'antd-mobile-icons';
import { config } from '@/config';
import { bridge } from '@/lib/bridge/bridge';
import { shouldUpdate } from '@/lib/domain/version';
import { usePublishedVersion } from '../api/app-release';
import { bridgeTask } from '../bridge-task';
import { StoreLink } from '../components/store-link';
import { useNativeApp } from '../hooks/use-native-app';
import { serviceMessages as m } from '../messages';
import styles from './download-app-screen.module.css';

const download = (url: string) =>
  void bridgeTask(() => bridge.call('downloadApp', { url }), {
    done: m.downloadStarted,
    fallback: m.downloadFailed,
  });

export function DownloadAppScreen() {
  const app = useNativeApp();
  const published = usePublishedVersion(app.platform);
  const publishedVersion = published.data?.publishVersion;
  // Next to an installed version only a newer one is news; in the browser any is.
  const latest =
    publishedVersion &&
    (!app.installedVersion || shouldUpdate(app.installedVersion, publishedVersion))
      ? publishedVersion
      : null;
  const stores = [
    { platform: 'android', href: config.downloadLinks.android, label: m.android },
    { platform: 'ios', href: config.downloadLinks.ios, label: m.ios },
  ] as const;

  return (
    <section className={styles.page} aria-labelledby="download-title">
      <div className={styles.logo} aria-hidden>
        司
      </div>
      <h1 id="download-title" className={styles.title}>
        {m.downloadTitle}
      </h1>
      <p className={styles.intro}>{m.downloadIntro}</p>
      <ul className={styles.versions}>
        <li>{app.installedVersion ? m.installedVersion(app.installedVersion) : m.webVersion}</li>
        {latest ? <li>{m.latestVersion(latest)}</li> : null}
      </ul>
      <div className={styles.stores}>
        {stores.map(({ platform, href, label }) => (
          <StoreLink
            key={platform}
            href={href}
            mode={app.mode}
            primary={platform === app.platform}
            onNativeDownload={download}
          >
            <DownlandOutline aria-hidden />
            {label}
            {platform === app.platform ? (
              <span className={styles.badge}>{m.recommended}</span>
            ) : null}
          </StoreLink>
        ))}
      </div>
    </section>
  );
}

export default DownloadAppScreen;
