/**
 * The layout around every screen (§2.1): nav bar per meta.isNav, white or grey page per isBgw,
 * kept-alive screens, footer spacer, tab bar and the floating customer-service button.
 */
import { lazy, Suspense } from 'react';
import { ScrollRestoration, useMatches } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { AppNavBar } from './app-nav-bar';
import { KeepAliveOutlet } from './keep-alive';
import { lazyWithRetry } from './lazy-with-retry';
import { metaOf } from './route-meta';
import { useDocumentTitle } from './use-document-title';
import { useShellWiring } from './use-shell-wiring';
import styles from './app-shell.module.css';

// Neither is on the login screen: they load when first needed, keeping the entry chunk small.
const AppTabBar = lazy(async () => ({
  default: (await lazyWithRetry(() => import('./tab-bar'))).AppTabBar,
}));
const FloatingServiceButton = lazy(async () => ({
  default: (await lazyWithRetry(() => import('./floating-service-button'))).FloatingServiceButton,
}));

export function AppShell() {
  const meta = metaOf(useMatches());
  const loggedIn = useSession((s) => s.loginInfo !== null && s.isLoggedIn());
  useShellWiring();
  useDocumentTitle(meta.title);

  return (
    <div className={`${styles.shell} ${meta.isBgw ? styles.white : styles.grey}`}>
      {meta.isNav ? <AppNavBar title={meta.title ?? ''} /> : null}
      <main className={styles.main}>
        <KeepAliveOutlet keepAlive={meta.isKeepAlive === true} />
      </main>
      {meta.hasFooter ? <div className={styles.footerSpacer} aria-hidden="true" /> : null}
      {meta.hasTabBar ? (
        <Suspense fallback={null}>
          <AppTabBar />
        </Suspense>
      ) : null}
      {loggedIn ? (
        <Suspense fallback={null}>
          <FloatingServiceButton />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
