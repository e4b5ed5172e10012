/**
 * One handle on the H5 view, whichever element shows it (an iframe in a browser, a <webview> in
 * Electron): the address bar, the Electron menu and `window.__driverSim.h5` all go through it.
 */
import { createStore } from './store';
import { DEFAULT_H5_PATH, uiSettings } from './ui-settings';

/** What an H5 view element implements. */
export interface H5View {
  reload(): void;
  navigate(path: string): void;
  back(): void;
  /** The H5's current path + search + hash, as the address bar shows it. */
  path(): string;
  /** Electron only: the H5's own DevTools. */
  devTools?(): void;
}

export interface H5Status {
  path: string;
  loading: boolean;
  /** Documents loaded so far (each H5 reload counts). */
  loads: number;
}

export const h5Status = createStore<H5Status>({
  path: uiSettings.get().h5Path,
  loading: true,
  loads: 0,
});

let view: H5View | null = null;
let firstLoad: () => void;
/** Resolves when the first H5 document has loaded in the view. */
export const firstH5Load = new Promise<void>((resolve) => {
  firstLoad = resolve;
});

/** Only same-site paths: the address bar never turns the phone into a general browser. */
function normalizeH5Path(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return DEFAULT_H5_PATH;
  try {
    const url = new URL(trimmed, location.origin);
    if (url.origin !== location.origin) return DEFAULT_H5_PATH;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_H5_PATH;
  }
}

export const h5 = {
  bind(next: H5View | null): void {
    view = next;
  },
  reload(): void {
    h5Status.set({ loading: true });
    view?.reload();
  },
  navigate(path: string): void {
    const target = normalizeH5Path(path);
    h5Status.set({ loading: true, path: target });
    uiSettings.set({ h5Path: target });
    view?.navigate(target);
  },
  back(): void {
    view?.back();
  },
  path(): string {
    return view?.path() || h5Status.get().path;
  },
  devTools(): void {
    view?.devTools?.();
  },
  /** Views report here: a document finished loading, or the H5 moved within its document. */
  loaded(): void {
    const path = view?.path() || h5Status.get().path;
    h5Status.set({ loading: false, path, loads: h5Status.get().loads + 1 });
    uiSettings.set({ h5Path: path });
    firstLoad();
  },
  moved(path: string): void {
    if (path === h5Status.get().path) return;
    h5Status.set({ path });
    uiSettings.set({ h5Path: path });
  },
};
