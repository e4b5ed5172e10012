/**
 * A panel's caller of its area's control endpoints (`/__sandbox/<area>/*`, plain JSON): the
 * answer's JSON, or an Error with the server's `error` text for the panel to show.
 */
import { sandboxSendAnnouncer } from '../core/sandbox-observer';

export function controlCall(area: string) {
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const announce = sandboxSendAnnouncer();
    const res = await fetch(`/__sandbox/${area}/${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) {
      throw new Error((data as { error?: string } | null)?.error ?? `HTTP ${res.status}`);
    }
    announce({ method, path: `${area}/${path}`, body });
    return data as T;
  };
}
