/**
 * The H5's current document as the simulator page sees it (the same-origin iframe), and what it
 * said went wrong: console errors and uncaught errors, kept for the bug report.
 */
import { snapshotDocument } from './snapshot';

const H5_IFRAME = 'iframe[title]';
const KEEP = 200;

export interface ConsoleError {
  time: number;
  path: string;
  message: string;
}

const errors: ConsoleError[] = [];

export function h5Document(): Document | null {
  return document.querySelector<HTMLIFrameElement>(H5_IFRAME)?.contentDocument ?? null;
}

export function snapshotH5(): Promise<string> {
  const doc = h5Document();
  if (!doc?.body) return Promise.reject(new Error('the H5 has no document to picture'));
  return snapshotDocument(doc);
}

/** The H5's visible text, line by line (what a bug report compares). */
export function h5Texts(): string[] {
  const text = h5Document()?.body?.innerText ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function note(win: Window, message: string) {
  errors.push({ time: Date.now(), path: win.location.pathname, message: message.slice(0, 500) });
  if (errors.length > KEEP) errors.splice(0, errors.length - KEEP);
}

function text(value: unknown): string {
  if (value instanceof Object && 'message' in value) return String(value.message);
  try {
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Listens in a new H5 document before its scripts run (called from core/automation.ts). */
export function watchErrors(win: Window): void {
  const frame = win as Window & typeof globalThis;
  const original = frame.console.error.bind(frame.console);
  frame.console.error = (...args: unknown[]) => {
    note(win, args.map(text).join(' '));
    original(...args);
  };
  win.addEventListener('error', (event) => note(win, event.message));
  win.addEventListener('unhandledrejection', (event) => note(win, text(event.reason)));
}

/** Requests the current H5 documents have in flight (XHR — axios — and fetch). */
let inFlight = 0;

/**
 * Counts the H5's requests, so the in-page player can wait for the screen's answers before the
 * next tap, as the tester waited to see them (the vehicle check before 下一步).
 */
export function watchRequests(win: Window): void {
  const frame = win as Window & typeof globalThis;
  const send = frame.XMLHttpRequest.prototype.send;
  frame.XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
    inFlight += 1;
    this.addEventListener('loadend', () => (inFlight -= 1), { once: true });
    return send.apply(this, args);
  };
  const fetch = frame.fetch.bind(frame);
  frame.fetch = async (...args) => {
    inFlight += 1;
    try {
      return await fetch(...args);
    } finally {
      inFlight -= 1;
    }
  };
  // A document that goes away mid-request never ends it: start the count over.
  win.addEventListener('pagehide', () => (inFlight = 0), { once: true });
}

export function requestsInFlight(): number {
  return inFlight;
}

export function consoleErrors(): ConsoleError[] {
  return [...errors];
}
