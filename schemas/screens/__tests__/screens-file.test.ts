import { describe, expect, it } from 'vitest';
import { parseLeniently } from '../../lenient-parse.ts';
import { routeParamsOf } from '../screen-params.ts';
import { screensFile } from '../screen-config.ts';

describe('a site’s screens.json', () => {
  it('knows each route’s parameters, so a binding can be checked against them', () => {
    expect(routeParamsOf('issue')).toEqual(['year', 'issue']);
    expect(routeParamsOf('articleByDoi')).toEqual(['doi']);
    expect(routeParamsOf('code')).toEqual(['code']);
    expect(routeParamsOf('/{code}')).toEqual(['code']);
    expect(routeParamsOf('/login')).toEqual([]);
  });

  it('drops a binding to a parameter the route does not have, names it, and keeps the rest of the screen', () => {
    const raw = {
      screens: {
        issue: { modules: [{ code: 'issueToc', props: { year: '{year}', issue: '{volume}', note: 'kept' } }] },
        '/login': { modules: [{ code: 'login', props: { url: '{query.url}', method: '{method}' } }] },
      },
    };
    const parsed = parseLeniently(screensFile, raw);
    expect(parsed.ok).toBe(true);
    expect(parsed.issues.map((issue) => `${issue.path} ${issue.message}`)).toEqual([
      'screens.issue.modules[0].props.issue binds {volume}, but its route has {year}, {issue}',
      'screens["/login"].modules[0].props.method binds {method}, but its route has no parameters, only query.<name>',
    ]);
    if (!parsed.ok) return;
    expect(parsed.value.screens.issue?.modules[0]?.props).toEqual({ year: '{year}', note: 'kept' });
    expect(parsed.value.screens['/login']?.modules[0]?.props).toEqual({ url: '{query.url}' });
  });

  it('drops a screen name the portal does not have, and a variant that leads to one', () => {
    const parsed = parseLeniently(screensFile, {
      screens: { issues: { modules: [{ code: 'issueList' }], variants: [{ when: {}, use: 'nowhere' }] }, nowhere: { modules: [] } },
    });
    expect(parsed.ok).toBe(true);
    expect(parsed.issues.map((issue) => issue.path)).toEqual(['screens.issues.variants[0].use', 'screens.nowhere']);
    if (parsed.ok) expect(parsed.value.screens).toEqual({ issues: { modules: [expect.objectContaining({ code: 'issueList' })], status: 200, variants: [{ when: {} }] } });
  });
});
