/**
 * A typed handle over an object that lives in the simulator page: `remote.camera.next('receipt')`
 * becomes one `page.evaluate` calling `window.__driverSim.controls.camera.next('receipt')`.
 */
export type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : Remote<T[K]>;
};

export type Invoke = (path: readonly string[], args: unknown[]) => Promise<unknown>;

export function remote<T>(invoke: Invoke, path: readonly string[] = []): Remote<T> {
  const call = (...args: unknown[]) => invoke(path, args);
  return new Proxy(call, {
    get(_target, key) {
      // A handle is not a promise: `await sim.camera` must not try to call `then`.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return remote<unknown>(invoke, [...path, key]);
    },
  }) as unknown as Remote<T>;
}
