import { describe, expect, it } from 'vitest';
import { bootChunks, sourcesOf } from '../support/client-chunks.ts';

/**
 * A server-rendered page arrives with its props checked, its data loaded and its text inlined, so the code a browser
 * boots with — the entry, and the code of any block that may be an island, with all it imports at once — needs no
 * validation library and no state machines: zod loads with the first API call a reader causes,
 * XState when the reader reaches for the header. These keep the home page's JavaScript within its budget
 * (measured by `npm run bench`); this test keeps them from creeping back.
 */
describe('the code every page boots with', () => {
  const modules = bootChunks().flatMap(sourcesOf);

  it('is the client entry and the block components', () => {
    expect(modules.some((source) => source.endsWith('src/entry-client.tsx'))).toBe(true);
    expect(modules.some((source) => source.endsWith('blocks/header/Header.tsx'))).toBe(true);
  });

  it.each(['zod', 'xstate', 'react-router'])('leaves out %s', (library) => {
    expect(modules.filter((source) => source.includes(`node_modules/${library}/`))).toEqual([]);
  });

  it('leaves out the schemas that check configuration and replies, and the block contracts', () => {
    const checking = modules.filter((source) => /schemas\/(bootstrap|envelope|page|primitives|site)\.ts$|blocks\/[^/]+\/contract\.ts$/.test(source));
    expect(checking).toEqual([]);
  });

  it('keeps the account screens, the personal centre and their messages out of the files every page shares', () => {
    // The files that hold the client entry or the header are on every page; the account pieces have files of their own.
    const shared = bootChunks().filter((file) => sourcesOf(file).some((source) => /src\/entry-client\.tsx$|blocks\/header\/Header\.tsx$/.test(source)));
    expect(shared.length).toBeGreaterThan(0);
    const accountCode = shared.flatMap(sourcesOf).filter((source) => /blocks\/(login|register|forget-code|account-binding|personal-centre|email-alerts)\/(?!index\.ts)|kits\/(account|subscription|member)\/|schemas\/account\//.test(source));
    expect(accountCode).toEqual([]);
  });

  it('carries no UI catalogue (the page inlines its own language)', () => {
    expect(modules.filter((source) => source.includes('runtime/i18n/locales/'))).toEqual([]);
  });
});
