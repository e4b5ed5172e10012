/**
 * Every control call the simulator page sends to the sandbox (`/__sandbox/*`), announced after the
 * server accepted it: the recorder turns the panels' writes into `control` steps without each
 * panel knowing about recording.
 *
 * What the simulator does by itself, not at the tester's hand — the field runner applying a
 * route's conditions as the truck moves — runs inside `unobserved`: its sandbox sends and native
 * controls are not the tester's steps (a replay's route does them again).
 */
export interface SandboxSend {
  method: string;
  /** Under /__sandbox/, e.g. `trip/approve-receipt`. */
  path: string;
  body?: unknown;
}

let listener: ((send: SandboxSend) => void) | null = null;
let unobservedDepth = 0;

export function observeSandboxSends(next: ((send: SandboxSend) => void) | null): void {
  listener = next;
}

/**
 * Called as a send starts: announces it once the server has accepted it — unless it started
 * inside `unobserved` (an `await` between start and answer leaves that scope, so it is read now).
 */
export function sandboxSendAnnouncer(): (send: SandboxSend) => void {
  return observed() ? (send) => listener?.(send) : () => {};
}

/** Runs `run` (synchronously) so the sends and controls it starts are not announced. */
export function unobserved<T>(run: () => T): T {
  unobservedDepth += 1;
  try {
    return run();
  } finally {
    unobservedDepth -= 1;
  }
}

/** False inside `unobserved`: read it when a send or control starts. */
export function observed(): boolean {
  return unobservedDepth === 0;
}
