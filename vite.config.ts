import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'blocks', test: (id: string) => /[\\/]blocks[\\/]([^/\\]+[\\/][A-Z][^/\\]*\.tsx|home-kit[\\/](?!list-query\.ts|props\.ts))/.test(id) }],
            },
          },
        },
  },
}));
