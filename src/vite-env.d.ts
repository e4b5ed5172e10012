/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `amap`: draw maps and plan routes with AMap (高德); anything else: the offline map. */
  readonly VITE_MAP_PROVIDER?: string;
  /** The AMap JS API key used when VITE_MAP_PROVIDER is `amap`. */
  readonly VITE_AMAP_KEY?: string;
}
