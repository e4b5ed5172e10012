/**
 * The layout around every screen (§2.1): nav bar per meta.isNav, white or grey page per isBgw,
 * kept-alive screens, footer spacer, tab bar, the floating customer-service button and the app
 * update prompt.
 */
import { lazy, Suspense } from 'react';
import { ScrollRestoration, useMatches } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { AppNavBar } from './app-nav-bar';
import { KeepAliveOutlet } from './keep-alive';
import { lazyWithRetry } from '../routing/lazy-with-retry';
import { metaOf } from '@/lib/routing/route-meta';
import { useUpdatePrompt } from '../native/update-prompt-state';
import { usePageView } from '../tracking/use-page-view';
import { useDocumentTitle } from './use-document-title';
import { useNativeWiring } from '../native/use-native-wiring';
import { useOpenScanner } from '../native/use-open-scanner';
import { useHydrated } from '../session/hydration';
import { useShellWiring } from '../session/use-shell-wiring';
import styles from './app-shell.module.css';

// Neither is on the login screen: they load when first needed, keeping the entry chunk small.
const AppTabBar = lazy(async () => ({
  default: (await lazyWithRetry(() => import('./tab-bar'))).AppTabBar,
}));
const FloatingServiceButton = lazy(async () => ({
  default: (await lazyWithRetry(() => import('./floating-service-button'))).FloatingServiceButton,
}));
const UpdatePromptHost = lazy(async () => ({
  default: (await lazyWithRetry(() => import('../native/update-prompt-host'))).UpdatePromptHost,
}));

export function AppShell() {
  const meta = metaOf(useMatches());
  const loggedIn = useSession((s) => s.loginInfo !== null && s.isLoggedIn());
  // The prerendered public screens are logged out: the logged-in extras join after hydration.
  const hydrated = useHydrated();
  useShellWiring();
  useNativeWiring();
  useDocumentTitle(meta.title);
  usePageView(meta.title);
  const openScanner = useOpenScanner();
  const updatePrompt = useUpdatePrompt();

  return (
    <div className={`${styles.shell} ${meta.isBgw ? styles.white : styles.grey}`}>
      {meta.isNav ? <AppNavBar title={meta.title ?? ''} /> : null}
      <main className={styles.main}>
        <KeepAliveOutlet keepAlive={meta.isKeepAlive === true} />
      </main>
      {meta.hasFooter ? <div className={styles.footerSpacer} aria-hidden="true" /> : null}
      {meta.hasTabBar ? (
        <Suspense fallback={null}>
          <AppTabBar onScan={openScanner} />
        </Suspense>
      ) : null}
      {loggedIn && hydrated && !meta.noServiceButton ? (
        <Suspense fallback={null}>
          <FloatingServiceButton />
        </Suspense>
      ) : null}
      {updatePrompt ? (
        <Suspense fallback={null}>
          <UpdatePromptHost prompt={updatePrompt} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
