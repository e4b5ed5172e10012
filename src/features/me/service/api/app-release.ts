/** The version published for the driver's platform (versionPublish/getNowPublishVersion, §7.1). */
import { useQuery } from '@tanstack/react-query';
import type { Platform } from '@/lib/bridge/protocol';
import { version } from '@/lib/contract/common/version';
import { endpointQuery } from '@/lib/query/endpoint-query';

/** The driver app's native package (the values the update check asks with). */
const DRIVER_APP = { publishPort: 1, publishType: 1 } as const;

/** Extra information only: a failure hides the line instead of toasting. */
export function usePublishedVersion(platform: Platform) {
  return useQuery({
    ...endpointQuery(
      version.getNowPublishVersion,
      { ...DRIVER_APP, operatingSystem: platform === 'ios' ? 2 : 1 },
      { ignoreErrors: true },
    ),
    staleTime: 10 * 60_000,
  });
}
