/**
 * Every control call the simulator page sends to the sandbox (`/__sandbox/*`), announced after the
 * server accepted it: the recorder turns the panels' writes into `control` steps without each
 * panel knowing about recording.
 */
export interface SandboxSend {
  method: string;
  /** Under /__sandbox/, e.g. `trip/approve-receipt`. */
  path: string;
  body?: unknown;
}

let listener: ((send: SandboxSend) => void) | null = null;

export function observeSandboxSends(next: ((send: SandboxSend) => void) | null): void {
  listener = next;
}

export function noteSandboxSend(send: SandboxSend): void {
  listener?.(send);
}
