import type { EventHub } from './native-events';
import type { BridgeHost } from './host';
import type { FileRegistry } from './web-files';

/** What a browser-fallback method gets besides its params. */
export interface WebContext {
  host: BridgeHost;
  /** Aborted when the call timed out: stop waiting, release what was taken. */
  signal: AbortSignal;
  emit: EventHub['emit'];
  files: FileRegistry;
}
