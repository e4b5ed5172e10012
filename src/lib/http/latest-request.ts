import { isCancelled } from './errors';

/** What a request's result does to its screen, once the request is known to be the newest. */
export interface LatestRequestHandlers<T> {
  done(value: T): void;
  /** Cancelled elsewhere (e.g. http.cancel): not an error. */
  cancelled(): void;
  failed(error: unknown): void;
}

/**
 * One request at a time, the newest wins: starting one aborts the one before, and a superseded
 * request changes nothing however it ends. `run` resolves true when loaded, false when failed, and
 * undefined when cancelled or superseded.
 */
export class LatestRequest {
  private controller: AbortController | null = null;

  /** A request is under way. */
  busy(): boolean {
    return this.controller !== null;
  }

  abort(): void {
    this.controller?.abort();
    this.controller = null;
  }

  async run<T>(
    load: (signal: AbortSignal) => Promise<T>,
    on: LatestRequestHandlers<T>,
  ): Promise<boolean | undefined> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: await load(controller.signal) };
    } catch (error) {
      outcome = { error };
    }
    if (controller.signal.aborted) return undefined;
    this.controller = null;
    if ('value' in outcome) {
      on.done(outcome.value);
      return true;
    }
    if (isCancelled(outcome.error)) {
      on.cancelled();
      return undefined;
    }
    on.failed(outcome.error);
    return false;
  }
}
