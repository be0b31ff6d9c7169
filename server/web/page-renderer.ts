import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { RenderPage } from '../../schemas/render-contract.ts';

/** How the server gets the renderer: the built SSR bundle and page template, or Vite's live modules in development. */
export type PageRenderer = { render: RenderPage; template: (url: string) => Promise<string> };

export const distDir = resolve('dist');

export async function builtRenderer(): Promise<PageRenderer> {
  const template = readFileSync(resolve(distDir, 'client/index.html'), 'utf8');
  const entry = (await import(pathToFileURL(resolve(distDir, 'server/entry-server.js')).href)) as { render: RenderPage };
  return { render: entry.render, template: async () => template };
}

export function devRenderer(vite: ViteDevServer): PageRenderer {
  return {
    render: async (input) => {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage };
      return entry.render(input);
    },
    template: async (url) => vite.transformIndexHtml(url, readFileSync(resolve('index.html'), 'utf8')),
  };
}
