/**
 * A dropped connection (the `network` fault, and a `lostAnswer` with `network`) as a Node server
 * plays it. Closing the socket before any answer is not enough in a browser: Chromium takes a
 * reused keep-alive connection that closes with nothing received for a race with the server's idle
 * time-out and silently sends the request again on a new one — which would run the route a second
 * time, or get the answer kept for its idempotency key, so the "lost" answer arrives after all.
 * An answer that has begun and then breaks off is never re-sent: the status line and headers go
 * out (promising a body that never comes), then the socket is destroyed, and the client sees a
 * network error (ERR_CONTENT_LENGTH_MISMATCH).
 */
import type { ServerResponse } from 'node:http';

export function dropConnection(res: ServerResponse): void {
  res.shouldKeepAlive = false;
  res.writeHead(200, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': '4096',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.write('{', () => res.destroy());
}
