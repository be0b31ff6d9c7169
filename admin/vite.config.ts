import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const project = fileURLToPath(new URL('..', import.meta.url));

/**
 * The back office's own bundle (scripts/build.js builds it into dist/admin-app; the server serves it at /admin/):
 * nothing of it is in the readers' build, and nothing of the readers' chunking is in it. The project is the root, so
 * the entry is `/admin/main.tsx` both here and under `npm run dev`, where the readers' Vite server (vite.config.ts)
 * serves it; the JSX and the browser's zod are set up as that server has them.
 */
export default defineConfig({
  root: project,
  base: '/admin/',
  publicDir: false,
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // Under the back office's Content-Security-Policy (no 'unsafe-eval') zod must not try to compile parsers.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../runtime/browser/zod-without-eval.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist/admin-app',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: { input: fileURLToPath(new URL('index.html', import.meta.url)) },
  },
});
