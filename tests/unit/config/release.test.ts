/** A release build names every platform value the sandbox build takes by default. */
import { describe, expect, it } from 'vitest';
import { releaseProblems, releaseRefusal, sandboxDefaultIn } from '@/config/release';

const RELEASE = {
  VITE_API_BASE_URL: 'https://api.example.com',
  VITE_APP_ID: 'driver-prod',
  VITE_TENANT_ID: '8',
  VITE_OPERATOR_ID: '20001',
  VITE_CUSTOMER_SERVICE_URL: 'https://kefu.example.com/widget.js',
  VITE_MAP_PROVIDER: 'amap',
  VITE_AMAP_KEY: 'k-123',
  VITE_DOWNLOAD_ANDROID: 'https://example.com/driver.apk',
  VITE_DOWNLOAD_IOS: 'https://apps.apple.com/app/id1',
};

describe('releaseProblems', () => {
  it('lists every variable an empty environment lacks', () => {
    expect(releaseProblems({})).toEqual([
      'VITE_API_BASE_URL is not set (the platform API, e.g. https://api.example.com)',
      'VITE_APP_ID is not set (the appId the platform issued to this H5)',
      'VITE_TENANT_ID is not set (the tenant id)',
      'VITE_OPERATOR_ID is not set (the operator id)',
      "VITE_CUSTOMER_SERVICE_URL is not set (the customer-service vendor's widget script)",
      'VITE_MAP_PROVIDER is not set (the map provider (AMap))',
      'VITE_DOWNLOAD_ANDROID is not set (the Android app download link)',
      'VITE_DOWNLOAD_IOS is not set (the iOS app download link)',
      'VITE_MAP_KEY is not set (the AMap JS API key (or VITE_AMAP_KEY))',
    ]);
  });

  it('passes a full configuration, with either map key', () => {
    expect(releaseProblems(RELEASE)).toEqual([]);
    const { VITE_AMAP_KEY: _, ...older } = RELEASE;
    expect(releaseProblems({ ...older, VITE_MAP_KEY: 'k-1' })).toEqual([]);
  });

  it('refuses the sandbox values and the offline map', () => {
    expect(
      releaseProblems({
        ...RELEASE,
        VITE_CUSTOMER_SERVICE_URL: '/__sandbox/chat/widget.js',
        VITE_AMAP_KEY: 'sandbox-map-key',
        VITE_MAP_PROVIDER: 'offline',
        VITE_API_BASE_URL: 'http://127.0.0.1:8787',
        VITE_USE_SANDBOX: 'true',
      }),
    ).toEqual([
      'VITE_API_BASE_URL=http://127.0.0.1:8787 is a sandbox value (the platform API, e.g. https://api.example.com)',
      "VITE_CUSTOMER_SERVICE_URL=/__sandbox/chat/widget.js is a sandbox value (the customer-service vendor's widget script)",
      'VITE_MAP_PROVIDER=offline must be amap (the map provider (AMap))',
      'VITE_AMAP_KEY=sandbox-map-key is a sandbox value (the AMap JS API key)',
      'VITE_USE_SANDBOX=true: a release never answers from the sandbox',
    ]);
  });

  it('says how to go on', () => {
    expect(releaseRefusal(['VITE_APP_ID is not set (x)'])).toContain('.env.release');
  });
});

describe('sandboxDefaultIn', () => {
  it("finds the sandbox's defaults in built code and passes real values", () => {
    expect(sandboxDefaultIn('u:`/__sandbox/chat/widget.js`')).toBe('/__sandbox/');
    expect(sandboxDefaultIn('k:"sandbox-map-key"')).toBe('sandbox-map-key');
    expect(sandboxDefaultIn('a:"https://sandbox.invalid/download/ios"')).toBe('sandbox.invalid');
    expect(sandboxDefaultIn('u:"https://kefu.example.com/widget.js",k:"k-123"')).toBeNull();
  });
});
