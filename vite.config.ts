import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  // The browser's zod never tries eval, which the pages' Content-Security-Policy refuses (see the file). On the
  // server no policy applies, and zod's compiled parsers are faster.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('runtime/browser/zod-without-eval.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist/client',
    // Maps stay beside the build for operators reading a stack trace; the bundles do not point at them, and the
    // server never serves them (server/web/serve-pages.ts): readers get no copy of the source.
    sourcemap: 'hidden',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [
                // The libraries every page boots with, in a chunk of their own: when they sat in `blocks`, every grouped chunk
                // imported `blocks` for React, so a block using a grouped piece (a TOC's Collect button) made an import cycle.
                {
                  name: 'framework',
                  priority: 3,
                  test: (id: string) =>
                    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion|stylis|hoist-non-react-statics|i18next|react-i18next|@tanstack|use-sync-external-store|@babel[\\/]runtime|cookie|set-cookie-parser)[\\/]/.test(id),
                },
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
                    /[\\/]blocks[\\/](login|register|forget-code|account-binding)[\\/](?!index\.ts|contract\.ts)|[\\/]kits[\\/]account[\\/](?!account-screen-props\.ts|on-demand[\\/])/.test(id),
                },
                // The member pieces the Collect button shares with the personal centre (dialogs, calls): loaded with the
                // article reader and the member pages, not on every page.
                {
                  name: 'member-kit',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: (id: string) => /[\\/]kits[\\/]member[\\/](?!member-endpoints\.ts)/.test(id),
                },
                // The personal centre and the e-mail alert form (kits/subscription): their own chunk, loaded where they are shown.
                {
                  name: 'member-pages',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: (id: string) => /[\\/]blocks[\\/](personal-centre|email-alerts)[\\/](?!index\.ts|contract\.ts)|[\\/]kits[\\/]subscription[\\/]/.test(id),
                },
                // The account and member messages (zh and en): wanted by the account and member pieces only.
                { name: 'account-messages', priority: 2, includeDependenciesRecursively: false, test: (id: string) => /[\\/]schemas[\\/]account[\\/](account|member)-messages\.ts/.test(id) },
                { name: 'blocks', priority: 1, test: (id: string) => /[\\/]blocks[\\/][^/\\]+[\\/][A-Z][^/\\]*\.tsx|[\\/]kits[\\/]([^/\\]+[\\/][A-Z][^/\\]*\.tsx|home[\\/](?!list-query\.ts|props\.ts))/.test(id) },
              ],
            },
          },
        },
  },
}));
