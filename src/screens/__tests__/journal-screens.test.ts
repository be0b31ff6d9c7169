import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { screenModules } from '../screen-modules.ts';

const screenOf = (url: string, bootstrap: Bootstrap = sampleBootstrap('optics')) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { modules, status } = screenModules(parseLocation(pathname, search), bootstrap);
  return { status, modules: modules.map((module) => ({ code: module.code, props: module.props })) };
};

const withPublication = (sld: 'optics' | 'ecology', publication: Partial<Bootstrap['publication']>): Bootstrap => {
  const bootstrap = sampleBootstrap(sld);
  return { ...bootstrap, publication: { ...bootstrap.publication, ...publication } };
};

describe('journal screens', () => {
  it('places all issues on /{lang}/issues/ and /{sld}/{lang}/issues/', () => {
    expect(screenOf('/en/issues/')).toEqual({ status: 200, modules: [{ code: 'issueList', props: {} }] });
    expect(screenOf('/optics/zh/issues/')).toEqual({ status: 200, modules: [{ code: 'issueList', props: {} }] });
  });

  it('gives an issue its year and issue from the address; without them, the latest issue', () => {
    expect(screenOf('/en/issue/2026/2/').modules).toEqual([{ code: 'issueToc', props: { year: '2026', issue: '2' } }]);
    expect(screenOf('/optics/en/issue/2025/S1/').modules).toEqual([{ code: 'issueToc', props: { year: '2025', issue: 'S1' } }]);
    expect(screenOf('/en/issue/2026/').modules).toEqual([{ code: 'issueToc', props: { year: '2026' } }]);
    expect(screenOf('/en/issue/')).toEqual({ status: 200, modules: [{ code: 'issueToc', props: {} }] });
  });

  it('lists Online First and Just Accepted articles with the page the address asks for', () => {
    expect(screenOf('/en/onlineFirst/?page=2')).toEqual({ status: 200, modules: [{ code: 'articleStageList', props: { status: 'onlineFirst', page: '2' } }] });
    expect(screenOf('/optics/en/justAccepted/').modules).toEqual([{ code: 'articleStageList', props: { status: 'justAccepted' } }]);
  });

  it('answers 404 for a list the publication config turns off', () => {
    // Ecology's sample configuration has no Just Accepted list; optics has both lists.
    expect(sampleBootstrap('ecology').publication.justAccepted).toBe(false);
    expect(screenOf('/ecology/en/justAccepted/', sampleBootstrap('ecology'))).toEqual({ status: 404, modules: [{ code: 'notFound', props: {} }] });
    expect(screenOf('/en/onlineFirst/', withPublication('optics', { onlineFirst: false })).status).toBe(404);
    expect(screenOf('/en/justAccepted/', withPublication('optics', { justAccepted: true })).status).toBe(200);
  });

  it('leaves other screens to others', () => {
    expect(screenOf('/en/home/').modules.map((module) => module.code)).not.toContain('issueList');
    expect(screenOf('/en/news/').modules.map((module) => module.code)).not.toContain('issueList');
  });
});
