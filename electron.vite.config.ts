/**
 * The Electron shell (`npm run build:desktop` → out/): the main process and the two preloads. The
 * window shows the simulator page built by `npm run build:sim` (dist-sim/), served with the built H5
 * (dist/) by the sandbox server the main process starts, so there is no separate renderer build.
 */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'electron-vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@': here('./src'), '@sim': here('./simulator') };

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      lib: { entry: here('./simulator/electron/main.ts'), formats: ['es'] },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // Sandboxed preloads must be CommonJS scripts.
      lib: {
        entry: {
          preload: here('./simulator/electron/preload.ts'),
          'ui-preload': here('./simulator/electron/ui-preload.ts'),
        },
        formats: ['cjs'],
      },
      rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
});
