import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client build. The SSR entry and dev middleware are wired by the runtime/shell issue.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: { outDir: 'dist/client', sourcemap: true },
});
