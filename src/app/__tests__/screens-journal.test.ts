import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

const screenOf = (url: string, bootstrap: Bootstrap = sampleBootstrap('optics')) => placedScreen(url, bootstrap);

const withPublication = (sld: 'optics' | 'ecology', publication: Partial<Bootstrap['publication']>): Bootstrap => {
  const bootstrap = sampleBootstrap(sld);
  return { ...bootstrap, publication: { ...bootstrap.publication, ...publication } };
};

describe('journal screens', () => {
  it('places all issues on /{lang}/issues/ and /{sld}/{lang}/issues/', async () => {
    expect(await screenOf('/en/issues/')).toMatchObject({ status: 200, modules: [{ code: 'issueList', props: {} }] });
    expect(await screenOf('/optics/zh/issues/')).toMatchObject({ status: 200, modules: [{ code: 'issueList', props: {} }] });
  });

  it('gives an issue its year and issue from the address; without them, the latest issue', async () => {
    expect((await screenOf('/en/issue/2026/2/')).modules).toMatchObject([{ code: 'issueToc', props: { year: '2026', issue: '2' } }]);
    expect((await screenOf('/optics/en/issue/2025/S1/')).modules).toMatchObject([{ code: 'issueToc', props: { year: '2025', issue: 'S1' } }]);
    expect((await screenOf('/en/issue/2026/')).modules).toMatchObject([{ code: 'issueToc', props: { year: '2026' } }]);
    expect(await screenOf('/en/issue/')).toMatchObject({ status: 200, modules: [{ code: 'issueToc', props: {} }] });
  });

  it('lists Online First and Just Accepted articles with the page the address asks for', async () => {
    expect(await screenOf('/en/onlineFirst/?page=2')).toMatchObject({ status: 200, modules: [{ code: 'articleStageList', props: { status: 'onlineFirst', page: 2 } }] });
    expect((await screenOf('/optics/en/justAccepted/')).modules).toMatchObject([{ code: 'articleStageList', props: { status: 'justAccepted' } }]);
  });

  it('answers 404 for a list the publication config turns off', async () => {
    // Ecology's sample configuration has no Just Accepted list; optics has both lists.
    expect(sampleBootstrap('ecology').publication.justAccepted).toBe(false);
    expect(await screenOf('/ecology/en/justAccepted/', sampleBootstrap('ecology'))).toMatchObject({ status: 404, modules: [{ code: 'notFound', props: {} }] });
    expect((await screenOf('/en/onlineFirst/', withPublication('optics', { onlineFirst: false }))).status).toBe(404);
    expect((await screenOf('/en/justAccepted/', withPublication('optics', { justAccepted: true }))).status).toBe(200);
  });

  it('leaves other screens to others', async () => {
    expect((await screenOf('/en/home/')).modules.map((module) => module.code)).not.toContain('issueList');
    expect((await screenOf('/en/news/')).modules.map((module) => module.code)).not.toContain('issueList');
  });
});
