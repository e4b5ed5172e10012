/**
 * The update prompt the shell shows, if any. The check runs outside React (update-check.ts); the
 * shell subscribes here and loads the prompt's chunk only when there is something to show.
 */
import { useSyncExternalStore } from 'react';

export interface UpdatePromptState {
  version: string;
  notes: string;
  forced: boolean;
  /** The download is starting (the 1.5 s Android delay, then the bridge call). */
  updating: boolean;
  onUpdate(): void;
  onLater(): void;
}

let current: UpdatePromptState | null = null;
const listeners = new Set<() => void>();

export function setUpdatePrompt(next: UpdatePromptState | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function updatePrompt(): UpdatePromptState | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none = () => null;

export function useUpdatePrompt(): UpdatePromptState | null {
  return useSyncExternalStore(subscribe, updatePrompt, none);
}
