/**
 * Android back (native 'back' event, §2.1): an open dialog or popup closes first; otherwise the
 * driver goes back a page; at a tab root or the first page, the first back says 再按一次退出程序 and
 * a second one within 2 s closes the app.
 */
export const EXIT_CONFIRM_WINDOW_MS = 2_000;

export interface BackDeps {
  /** Closes the topmost dialog or popup; false when none was open. */
  closeOverlay(): boolean;
  /** At a tab root, or on the first page of the history (nothing to go back to). */
  atRoot(): boolean;
  goBack(): void;
  toast(message: string): void;
  closeApp(): void;
  now?: () => number;
}

export function createBackHandler(deps: BackDeps, exitHint: string): () => void {
  const now = deps.now ?? Date.now;
  let firstBackAt: number | null = null;

  return () => {
    if (deps.closeOverlay()) return;
    if (!deps.atRoot()) {
      firstBackAt = null;
      deps.goBack();
      return;
    }
    const at = now();
    if (firstBackAt !== null && at - firstBackAt < EXIT_CONFIRM_WINDOW_MS) {
      firstBackAt = null;
      deps.closeApp();
      return;
    }
    firstBackAt = at;
    deps.toast(exitHint);
  };
}
