import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

const screenOf = (url: string, sld: 'optics' | 'ecology' = 'optics') => placedScreen(url, sld);

/** The home `contact` module's settings, as modules.json has them. */
const homeContact = (sld: string) =>
  (JSON.parse(readFileSync(`site-configs/${sld}/modules.json`, 'utf8')).home as { code: string; props: unknown }[]).find((module) => module.code === 'contact')?.props;

describe('journal screens reached from the menu (spec §2)', () => {
  it('places the journal introduction for about/{id}, with the menu item the reader came from', async () => {
    expect(await screenOf('/optics/zh/about/1101/')).toMatchObject({ status: 200, modules: [{ code: 'journalAbout', props: { menuId: 1101 } }] });
    expect((await screenOf('/en/about/')).modules).toMatchObject([{ code: 'journalAbout', props: {} }]);
  });

  it('places about us for aboutus/{id}, with the contact details the site configures, if any', async () => {
    expect(await screenOf('/optics/en/aboutus/1106/')).toMatchObject({ status: 200, modules: [{ code: 'aboutUs', props: { menuId: 1106, contact: homeContact('optics') } }] });
    expect(homeContact('ecology')).toBeUndefined();
    expect((await screenOf('/ecology/en/aboutus/2501/', 'ecology')).modules).toMatchObject([{ code: 'aboutUs', props: { menuId: 2501, contact: undefined } }]);
  });

  it('places the board and the member the URL names; the board alone without one', async () => {
    expect(await screenOf('/optics/en/editorial-board/1102/1401/?page=1')).toMatchObject({
      status: 200,
      modules: [
        { code: 'editorialBoard', props: { menuId: 1102, expertId: 1401, page: 1 } },
        { code: 'expertProfile', props: { expertId: 1401, whenMissing: 'notFound' } },
      ],
    });
    expect(await screenOf('/en/editorial-board/1102/')).toMatchObject({ status: 200, modules: [{ code: 'editorialBoard', props: { menuId: 1102, page: 0 } }] });
    // Any {id} shows the board: it only names the heading.
    expect((await screenOf('/en/editorial-board/99/1401/')).modules.map((module) => module.code)).toMatchObject(['editorialBoard', 'expertProfile']);
  });

  it('answers 404 for a member id that is no number', async () => {
    expect(await screenOf('/en/editorial-board/1102/abc/')).toMatchObject({ status: 404, modules: [{ code: 'notFound', props: {} }] });
    expect((await screenOf('/en/editorial-board/1102/12345678901234567890/')).status).toBe(404);
  });

  it('leaves other screens to the other screen lists', async () => {
    expect((await screenOf('/en/issues/')).modules.map((module) => module.code)).not.toContain('journalAbout');
  });
});
