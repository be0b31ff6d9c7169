import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { screenModules } from '../screen-modules.ts';

const screenOf = (url: string, sld: 'optics' | 'ecology' = 'optics') => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { modules, status } = screenModules(parseLocation(pathname, search), sampleBootstrap(sld));
  return { status, modules: modules.map((module) => ({ code: module.code, props: module.props })) };
};

/** The home `contact` module's settings, as modules.json has them. */
const homeContact = (sld: string) =>
  (JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')).home as { code: string; props: unknown }[]).find((module) => module.code === 'contact')?.props;

describe('journal screens reached from the menu (spec §2)', () => {
  it('places the journal introduction for about/{id}, with the menu item the reader came from', () => {
    expect(screenOf('/optics/zh/about/1101/')).toEqual({ status: 200, modules: [{ code: 'journalAbout', props: { menuId: '1101' } }] });
    expect(screenOf('/en/about/').modules).toEqual([{ code: 'journalAbout', props: { menuId: undefined } }]);
  });

  it('places about us for aboutus/{id}, with the contact details the site configures, if any', () => {
    expect(screenOf('/optics/en/aboutus/1106/')).toEqual({ status: 200, modules: [{ code: 'aboutUs', props: { menuId: '1106', contact: homeContact('optics') } }] });
    expect(homeContact('ecology')).toBeUndefined();
    expect(screenOf('/ecology/en/aboutus/2501/', 'ecology').modules).toEqual([{ code: 'aboutUs', props: { menuId: '2501', contact: undefined } }]);
  });

  it('places the board and the member the URL names; the board alone without one', () => {
    expect(screenOf('/optics/en/editorial-board/1102/1401/?page=1')).toEqual({
      status: 200,
      modules: [
        { code: 'editorialBoard', props: { menuId: '1102', expertId: '1401', page: '1' } },
        { code: 'expertProfile', props: { expertId: '1401', whenMissing: 'notFound' } },
      ],
    });
    expect(screenOf('/en/editorial-board/1102/')).toEqual({ status: 200, modules: [{ code: 'editorialBoard', props: { menuId: '1102', expertId: undefined, page: undefined } }] });
    // Any {id} shows the board: it only names the heading.
    expect(screenOf('/en/editorial-board/99/1401/').modules.map((module) => module.code)).toEqual(['editorialBoard', 'expertProfile']);
  });

  it('answers 404 for a member id that is no number', () => {
    expect(screenOf('/en/editorial-board/1102/abc/')).toEqual({ status: 404, modules: [{ code: 'notFound', props: {} }] });
    expect(screenOf('/en/editorial-board/1102/12345678901234567890/').status).toBe(404);
  });

  it('leaves other screens to the other screen lists', () => {
    expect(screenOf('/en/issues/').modules.map((module) => module.code)).not.toContain('journalAbout');
  });
});
