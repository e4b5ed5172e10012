/** Default behaviour of a fresh sandbox (all of it changeable through control.config). */
import type { SandboxConfig } from './types';

export function defaultConfig(): SandboxConfig {
  return {
    accessTtlS: 2 * 3600,
    refreshTtlS: 30 * 86_400,
    refreshGraceS: 600,
    clockOffsetMs: 0,
    smsTtlS: 300,
    smsIntervalS: 60,
    faceResult: 'success',
    // In a browser the sandbox runs behind MSW, which cannot answer page navigations.
    faceUrlMode: typeof document === 'undefined' ? 'redirect' : 'direct',
    autoApprove: true,
    timeoutMs: 20_000,
    fileNameTag: '',
    version: {
      publicshContext: '1. 优化登录体验\n2. 修复已知问题',
      downloadAddress: 'https://sandbox.invalid/download/driver.apk',
      publishVersion: '1.0.0',
      isUpdate: '0',
    },
  };
}
