/**
 * Ends the current task: what follows runs in a new one, after the browser has had the chance to
 * paint and answer input. Start-up steps that would otherwise be one long task (evaluating the app,
 * starting the router, loading the first screen, hydrating it) are split with it.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
