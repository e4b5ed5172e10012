/**
 * What the fake camera handed out and what the platform holds of it: a taken photo's original
 * (size, pixels) and its preview, read from the bridge timeline and the sandbox's stored files.
 */
import type { Page } from '@playwright/test';
import { expect, type Sim } from '../../../simulator/automation/fixture';
import type { NativeFileRef } from '../../../src/lib/bridge/protocol';

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The files the camera gave the H5, in the order they were taken. */
export async function takenPhotos(sim: Sim): Promise<NativeFileRef[]> {
  const calls = await sim.timeline({ kind: 'call', method: 'chooseImage' });
  return calls.flatMap(
    (call) => (call.result as { files?: NativeFileRef[] } | undefined)?.files ?? [],
  );
}

/** A file as the WebView or the sandbox serves it. */
export async function bytesAt(page: Page, url: string): Promise<Buffer> {
  const res = await page.request.get(url);
  expect(res.ok(), `GET ${url}`).toBe(true);
  return res.body();
}
