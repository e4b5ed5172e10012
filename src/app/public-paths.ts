/**
 * §2.2: routes reachable without login. Kept as data, not as route flags only, so paths whose
 * screens arrive in later issues (/c/:param, /supply/enterprise/:param…) are already public.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/faceLogin',
  '/faceVerify',
  '/loginPwd',
  '/findPwd',
  '/resetPwd',
  '/verifyphone',
  '/verifycode',
  '/verifyAgree',
  '/verifygraph',
  '/register',
  '/updataPwd',
  '/seleteRole',
  '/driverVoucher',
  '/controllerVoucher',
  '/driverVoucher2',
  '/i/about/aboutus',
  '/i/about/agreement',
  '/c/:param',
  '/contract/index',
  '/contract/detail',
  '/contract/signatures',
  '/auth/redirect',
  '/supply/enterprise/:param',
  '/supply/enterprisedetails',
  '/supply/enterpriseecompletevehicledetail',
  '/share-code',
] as const;

/** The login screen (both paths render it): the "first page" of §4. */
export const LOGIN_PATHS = ['/login', '/loginPwd'] as const;
export const LOGIN_PATH = '/loginPwd';

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** Exact segment match; `:name` matches one non-empty segment. A trailing slash is ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]));
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchesPattern(pattern, pathname));
}

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.some((p) => matchesPattern(p, pathname));
}

/** `/loginPwd?redirect=…` that brings the driver back to where they were going. */
export function loginUrl(redirectTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirectTo)}`;
}
