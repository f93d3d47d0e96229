import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: the desk (index.html) and the label print route (print.html), both served by Electron and the web host.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  base: './',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'renderer/index.html'),
        print: resolve(import.meta.dirname, 'renderer/print.html'),
      },
    },
  },
});
