import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkFolders, folderChunkGroups, sharedRuntimeModule } from './scripts/chunk-groups.js';

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
                    /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics|i18next|react-i18next|@tanstack|use-sync-external-store|@babel[\\/]runtime|cookie|set-cookie-parser)[\\/]/.test(id),
                },
                // The schemas' account and member messages (zh and en): wanted by the account and member pieces only.
                { name: 'account-messages', priority: 2, includeDependenciesRecursively: false, test: (id: string) => /[\\/]schemas[\\/]account[\\/](account|member)-messages\.ts/.test(id) },
                // Blocks and kits: by the chunk.json of their folders (scripts/chunk-groups.js); no block is named here.
                ...folderChunkGroups(chunkFolders()),
                // The small runtime and schema modules islands share (route table, cookies, formats): one chunk rather
                // than dozens of requests. Modules that need zod stay out, so zod loads only with what asks for it.
                { name: 'islands-runtime', priority: 1, includeDependenciesRecursively: false, test: sharedRuntimeModule },
              ],
            },
          },
        },
  },
}));
