/**
 * What a release build (`npm run build:release`, i.e. `vite build --mode release`) must be given:
 * every build variable whose default (src/config/index.ts) points at the sandbox. vite.config.ts
 * refuses to build a release while one is missing or still a sandbox value; the default build
 * (`npm run build`, used by the tests and the simulator) keeps the sandbox's defaults.
 */

export interface ReleaseVariable {
  key: string;
  /** What the variable is, for the message. */
  what: string;
  /** A value it must have, when only one will do. */
  equals?: string;
}

export const RELEASE_VARIABLES: readonly ReleaseVariable[] = [
  { key: 'VITE_API_BASE_URL', what: 'the platform API, e.g. https://api.example.com' },
  { key: 'VITE_APP_ID', what: 'the appId the platform issued to this H5' },
  { key: 'VITE_TENANT_ID', what: 'the tenant id' },
  { key: 'VITE_OPERATOR_ID', what: 'the operator id' },
  { key: 'VITE_CUSTOMER_SERVICE_URL', what: "the customer-service vendor's widget script" },
  { key: 'VITE_MAP_PROVIDER', what: 'the map provider (AMap)', equals: 'amap' },
  { key: 'VITE_DOWNLOAD_ANDROID', what: 'the Android app download link' },
  { key: 'VITE_DOWNLOAD_IOS', what: 'the iOS app download link' },
];

/** Values that only make sense against the sandbox (its paths, hosts and placeholder keys). */
const SANDBOX_VALUE = /__sandbox|sandbox\.invalid|sandbox-map-key|\/\/(127\.0\.0\.1|localhost)\b/;

/** What only the sandbox's defaults put in a bundle (src/config/index.ts): none may ship. */
const SANDBOX_DEFAULT_IN_CODE = /\/__sandbox\/|sandbox-map-key|sandbox\.invalid/;

/** The first sandbox default found in a built file's text, or null. */
export function sandboxDefaultIn(text: string): string | null {
  return SANDBOX_DEFAULT_IN_CODE.exec(text)?.[0] ?? null;
}

type Env = Record<string, string | boolean | undefined>;

const valueOf = (env: Env, key: string): string => {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** One line per variable a release still lacks; empty when the build may go ahead. */
export function releaseProblems(env: Env): string[] {
  const problems: string[] = [];
  const check = (key: string, what: string, equals?: string) => {
    const value = valueOf(env, key);
    if (value === '') problems.push(`${key} is not set (${what})`);
    else if (SANDBOX_VALUE.test(value))
      problems.push(`${key}=${value} is a sandbox value (${what})`);
    else if (equals !== undefined && value !== equals)
      problems.push(`${key}=${value} must be ${equals} (${what})`);
  };
  for (const { key, what, equals } of RELEASE_VARIABLES) check(key, what, equals);
  // The AMap key: VITE_AMAP_KEY, or the older VITE_MAP_KEY (src/components/map/map-config.ts).
  if (valueOf(env, 'VITE_AMAP_KEY') !== '') check('VITE_AMAP_KEY', 'the AMap JS API key');
  else check('VITE_MAP_KEY', 'the AMap JS API key (or VITE_AMAP_KEY)');
  if (valueOf(env, 'VITE_USE_SANDBOX') === 'true')
    problems.push('VITE_USE_SANDBOX=true: a release never answers from the sandbox');
  return problems;
}

/** The message a refused release build ends with. */
export function releaseRefusal(problems: readonly string[]): string {
  return [
    `A release build needs the platform's configuration; ${problems.length} missing or still the sandbox's:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set them in the environment or in .env.release (see README "Release build"), or run `npm run build` for a sandbox build.',
  ].join('\n');
}
