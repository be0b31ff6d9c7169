import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { FindBlockProblems, RenderPage } from '../../schemas/render-contract.ts';

/** How the server gets the renderer: the built SSR bundle and page template, or Vite's live modules in development. */
export type PageRenderer = { render: RenderPage; findBlockProblems: FindBlockProblems; template: (url: string) => Promise<string> };

type RendererEntry = { render: RenderPage; findBlockProblems: FindBlockProblems };

export const distDir = resolve('dist');

export async function builtRenderer(): Promise<PageRenderer> {
  const template = readFileSync(resolve(distDir, 'client/index.html'), 'utf8');
  const entry = (await import(pathToFileURL(resolve(distDir, 'server/entry-server.js')).href)) as RendererEntry;
  return { render: entry.render, findBlockProblems: entry.findBlockProblems, template: async () => template };
}

export function devRenderer(vite: ViteDevServer): PageRenderer {
  const entry = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as RendererEntry;
  return {
    render: async (input) => (await entry()).render(input),
    findBlockProblems: async (input) => (await entry()).findBlockProblems(input),
    template: async (url) => vite.transformIndexHtml(url, readFileSync(resolve('index.html'), 'utf8')),
  };
}
