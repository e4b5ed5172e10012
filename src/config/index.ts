/**
 * Build configuration: every value comes from `import.meta.env` (Vite `VITE_*` variables) with a
 * default that points at the embedded sandbox server, so a fresh clone runs without a `.env` file.
 */
export interface AppConfig {
  appId: string;
  tenantId: string;
  operatorId: string;
  /** Base URL of the platform API; paths are `/api/{fcc|mdc|sdc}/...` below it. */
  apiBaseUrl: string;
  /** Value of the API-version request header. */
  apiVersion: string;
  /** Browser-storage key under which the access token (Authorization value) is kept. */
  tokenStorageKey: string;
  /** appType request header. */
  appType: string;
  downloadLinks: { android: string; ios: string };
  /**
   * Script of the customer-service chat vendor, loaded only by /contract/customH5; loading it defines
   * `window.DriverKefu.mount(el, { user, onEvent })`. Defaults to the sandbox's own widget.
   */
  customerServiceUrl: string;
  /** Hotline dialled when the chat cannot connect. */
  customerServicePhone: string;
  /** The H5's public address for links others open (the invitation QR code); empty: this page's. */
  shareBaseUrl: string;
  mapKey: string;
  /** Version of this H5 build, shown on the about page. */
  appVersion: string;
  /** Document title when a route gives none. */
  defaultTitle: string;
  /** True when the sandbox (MSW in the browser) should answer API calls. */
  useSandbox: boolean;
}

type Env = Record<string, string | boolean | undefined>;

function read(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * The defaults that point at the sandbox, left out of a release build (`vite build --mode release`,
 * which vite.config.ts refuses to start without the real values: src/config/release.ts), so its
 * bundle names no sandbox path or key.
 */
const SANDBOX_DEFAULTS =
  import.meta.env.MODE === 'release'
    ? { android: '', ios: '', customerService: '', mapKey: '', useSandbox: 'false' }
    : {
        android: 'https://sandbox.invalid/download/driver.apk',
        ios: 'https://sandbox.invalid/download/ios',
        customerService: '/__sandbox/chat/widget.js',
        mapKey: 'sandbox-map-key',
        useSandbox: 'true',
      };

export function buildConfig(env: Env): AppConfig {
  return {
    appId: read(env, 'VITE_APP_ID', 'driver-h5'),
    tenantId: read(env, 'VITE_TENANT_ID', '1'),
    operatorId: read(env, 'VITE_OPERATOR_ID', '10001'),
    apiBaseUrl: read(env, 'VITE_API_BASE_URL', ''),
    apiVersion: read(env, 'VITE_API_VERSION', '1.0.0'),
    tokenStorageKey: read(env, 'VITE_TOKEN_STORAGE_KEY', 'driver_token'),
    appType: read(env, 'VITE_APP_TYPE', 'driver'),
    downloadLinks: {
      android: read(env, 'VITE_DOWNLOAD_ANDROID', SANDBOX_DEFAULTS.android),
      ios: read(env, 'VITE_DOWNLOAD_IOS', SANDBOX_DEFAULTS.ios),
    },
    customerServiceUrl: read(env, 'VITE_CUSTOMER_SERVICE_URL', SANDBOX_DEFAULTS.customerService),
    customerServicePhone: read(env, 'VITE_CUSTOMER_SERVICE_PHONE', '400-800-8888'),
    shareBaseUrl: read(env, 'VITE_SHARE_BASE_URL', ''),
    mapKey: read(env, 'VITE_MAP_KEY', SANDBOX_DEFAULTS.mapKey),
    appVersion: read(env, 'VITE_APP_VERSION', '0.1.0'),
    defaultTitle: read(env, 'VITE_DEFAULT_TITLE', '司机端'),
    useSandbox: read(env, 'VITE_USE_SANDBOX', SANDBOX_DEFAULTS.useSandbox) !== 'false',
  };
}

export const config: AppConfig = buildConfig((import.meta.env ?? {}) as Env);
