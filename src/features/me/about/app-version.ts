import { config } from '@/config';

export function appVersion(): string {
  return config.appVersion;
}
