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
              groups: [
                // The article reader is large and on article pages only: its own chunk, which other pages never load.
                {
                  name: 'article-reader',
                  priority: 2,
                  // Only the reader's own modules: React, i18next and the like stay in the chunks every page shares.
                  includeDependenciesRecursively: false,
                  // Not its registration and contract (every page and the server load those), nor the translator
                  // session (loaded on a reader's first click, with XState and crypto-js).
                  test: (id: string) => /[\\/]blocks[\\/]article-reader[\\/](?!index\.ts|contract\.ts|article-head\.ts|translate[\\/](translator-session|translate-call)\.ts)/.test(id),
                },
                // Search result and advanced search pages: their own chunk, loaded on those pages only.
                {
                  name: 'search-pages',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: (id: string) => /[\\/]blocks[\\/](search-results|advanced-search)[\\/](?!index\.ts|contract\.ts|search-head\.ts)/.test(id),
                },
                // The sign-in screens: their own chunk, loaded on those pages only. Not what they load on demand
                // (XState, the machines, the calls and checks with zod), nor what the server alone reads.
                {
                  name: 'account-pages',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: (id: string) =>
                    /[\\/]blocks[\\/](login|register|forget-code|account-binding|account-kit)[\\/](?!index\.ts|contract\.ts|account-screen-props\.ts|on-demand[\\/])/.test(id),
                },
                { name: 'blocks', priority: 1, test: (id: string) => /[\\/]blocks[\\/]([^/\\]+[\\/][A-Z][^/\\]*\.tsx|home-kit[\\/](?!list-query\.ts|props\.ts))/.test(id) },
              ],
            },
          },
        },
  },
}));
