/** Types of sandbox-order.js for the unit tests that read it. */
export declare const kernel: readonly string[];
export declare const domains: readonly string[];
export declare const wiring: readonly string[];
export declare const sandboxLayers: readonly string[];
