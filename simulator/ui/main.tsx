/**
 * The simulator page: `window.__driverSim` exists before the first render, so the H5 iframe's
 * bootstrap finds it when the H5 document starts.
 */
import './sim-global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createDriverSim, type DriverSim } from './core/automation';
import { startDeviceSync } from './core/device-sync';
import { startFieldRunner } from './core/field-runner';
import { SimApp } from './sim-app';

declare global {
  interface Window {
    __driverSim?: DriverSim;
  }
}

startDeviceSync();
startFieldRunner();

let rendered: () => void = () => {};
window.__driverSim = createDriverSim(
  new Promise<void>((resolve) => {
    rendered = resolve;
  }),
);

createRoot(document.getElementById('sim-root')!).render(
  <StrictMode>
    <SimApp onRendered={() => rendered()} />
  </StrictMode>,
);
