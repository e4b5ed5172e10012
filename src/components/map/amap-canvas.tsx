/** The AMap renderer: loads the API, then draws the content and fits the view to it. */
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { loadAMap } from './amap-default';
import { amapOverlays, labelMarkers } from './amap-overlays';
import type { AMapLoader, AMapMap, AMapMarker, AMapNamespace } from './amap-types';
import { mapMessages as m } from './messages';
import styles from './map.module.css';
import type { MapContent } from './types';

/** Room kept around the content when fitting: top, right, bottom, left in px (badge on top). */
const FIT_AVOID: [number, number, number, number] = [48, 36, 36, 36];

type Load = { attempt: number } & ({ amap: AMapNamespace } | { failed: true });

export interface AMapCanvasProps {
  content: MapContent;
  /** The script loader; a fake in stories and tests. */
  load?: AMapLoader;
}

export default function AMapCanvas({ content, load = loadAMap }: AMapCanvasProps) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Load | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<AMapMap | null>(null);
  const current = result?.attempt === attempt ? result : null;
  const amap = current && 'amap' in current ? current.amap : null;

  useEffect(() => {
    let live = true;
    load().then(
      (ns) => live && setResult({ attempt, amap: ns }),
      () => live && setResult({ attempt, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  useEffect(() => {
    if (!amap || !box.current) return;
    const created = new amap.Map(box.current, { resizeEnable: true });
    mapRef.current = created;
    return () => {
      created.destroy();
      mapRef.current = null;
    };
  }, [amap]);

  // Runs after the effect above on the commit that brings the map, so the ref is set.
  useEffect(() => {
    const map = mapRef.current;
    if (!amap || !map) return;
    const overlays = amapOverlays(amap, content);
    map.clearMap();
    map.add(overlays);
    map.setFitView(overlays, true, FIT_AVOID);
    const markers = overlays.slice(overlays.length - content.markers.length) as AMapMarker[];
    labelMarkers(map, markers, content.markers, box.current?.clientWidth ?? 0);
  }, [amap, content]);

  if (current && 'failed' in current) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.failedTitle}>{m.loadFailed}</p>
        <p className={styles.failedWhy}>{m.loadFailedWhy}</p>
        <Button
          color="primary"
          fill="outline"
          className={styles.retry}
          onClick={() => setAttempt((n) => n + 1)}
        >
          {m.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <div ref={box} className={styles.amap} aria-hidden="true" data-map="amap" />
      {amap ? null : (
        <div className={styles.state} role="status">
          {m.loading}
        </div>
      )}
    </>
  );
}
