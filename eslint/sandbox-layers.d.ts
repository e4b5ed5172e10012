/** Types of sandbox-layers.js for the unit tests that read it. */
export declare function sandboxLayerOf(
  repoFile: string | null,
): { layer: string; label: string } | null;
export declare const sandboxLayersRule: unknown;
