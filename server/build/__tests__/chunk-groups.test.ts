import { describe, expect, it } from 'vitest';
import { chunkFolders, chunkOf } from '../../../scripts/chunk-groups.js';

/** The browser's chunks follow the blocks' and kits' folders (their chunk.json), never a list of block names. */
describe('chunkOf (which chunk a block’s or kit’s module goes to)', () => {
  const folders = chunkFolders();
  const at = (path: string) => chunkOf(`/work/masthead/${path}`, folders);

  it('puts a folder’s modules in the chunk its chunk.json names, except what the server and every page load', () => {
    expect(at('blocks/login/Login.tsx')).toBe('account-pages');
    expect(at('kits/account/use-account-form.ts')).toBe('account-pages');
    expect(at('blocks/article-reader/ArticleBody.tsx')).toBe('article-reader');
    expect(at('blocks/login/index.ts')).toBeUndefined();
    expect(at('blocks/login/contract.ts')).toBeUndefined();
    expect(at('blocks/search-results/search-head.ts')).toBeUndefined();
    expect(at('kits/account/on-demand/account-calls.ts')).toBeUndefined();
    expect(at('blocks/article-reader/translate/translator-session.ts')).toBeUndefined();
    expect(at('kits/member/member-endpoints.ts')).toBeUndefined();
  });

  it('leaves a folder without chunk.json to the bundler (a chunk per island that needs it), and names no shared blocks chunk', () => {
    expect(at('blocks/header/Header.tsx')).toBeUndefined();
    expect(at('blocks/header/header-links.ts')).toBeUndefined();
    expect(at('kits/home/list-query.ts')).toBeUndefined();
    expect(at('kits/home/localize.ts')).toBe('home-kit');
    expect(at('runtime/ui/message-panel.tsx')).toBeUndefined();
  });

  it('reads chunk.json files that name a chunk', () => {
    expect([...new Set([...folders.values()].map((file) => file.chunk))].sort()).toEqual(['account-pages', 'article-reader', 'home-kit', 'member-kit', 'member-pages', 'search-pages']);
    for (const [folder, file] of folders) expect(file.chunk, folder).toMatch(/^[a-z][a-z-]{1,40}$/);
  });
});
