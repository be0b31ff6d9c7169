// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { never, uiText, unreachable } from '../../../kits/news/__tests__/fixtures.ts';
import groupJournals from '../index.ts';

const path = '/rc-pub/front/front-publication/findGroupBySiteId';
const siteOf = (sld: string) => JSON.parse(readFileSync(`site-configs/${sld}/site.json`, 'utf8')) as { siteId: number; sld: string; name: string; enName: string; logo1: string; members?: string[] };
const group = siteOf('sciencegroup');
const members = group.members!.map(siteOf).map((site) => ({ siteId: site.siteId, sld: site.sld, name: site.name, enName: site.enName, logo: site.logo1 }));

describe('group journals (groupJournals, /homeNav)', () => {
  it('asks for the group of a group page by the group’s id, and links each journal’s logo to its site', async () => {
    const base = sampleBootstrap('optics');
    const bootstrap = sampleBootstrap('optics', { group: { site: { ...base.site, siteId: group.siteId, sld: group.sld, groupSite: 1 }, members } });
    const { requests } = await renderBlock(groupJournals, { code: 'groupJournals' }, { bootstrap, url: `http://localhost/homeNav?slds=${group.sld}&lang=en`, get: () => members });
    expect(await screen.findByRole('heading', { level: 1, name: uiText('en', 'news.journals.heading') })).toBeTruthy();
    expect(requests).toEqual([{ path, query: { siteId: group.siteId } }]);
    for (const member of members) {
      const logo = screen.getByRole('img', { name: member.enName });
      expect(logo.getAttribute('src')).toBe(member.logo);
      expect(screen.getByRole('link', { name: member.enName }).getAttribute('href')).toBe(`/${member.sld}/en/home/`);
    }
  });

  it('asks a single site about itself, names journals in Chinese on a zh page, and shows a journal without a logo by name', async () => {
    const bootstrap = sampleBootstrap('optics');
    const { requests } = await renderBlock(groupJournals, { code: 'groupJournals' }, { bootstrap, lang: 'zh', get: () => [{ ...members[0]!, logo: '' }] });
    expect(await screen.findByRole('link', { name: members[0]!.name })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(requests[0]!.query).toEqual({ siteId: bootstrap.site.siteId });
  });

  it('says "No data" for an empty group; is loading, then "Data acquisition failed" when the API fails', async () => {
    await renderBlock(groupJournals, { code: 'groupJournals' }, { bootstrap: sampleBootstrap('ecology'), get: () => [] });
    expect((await screen.findByRole('status')).textContent).toBe(uiText('en', 'common.noData'));
    const { container } = await renderBlock(groupJournals, { code: 'groupJournals' }, { bootstrap: sampleBootstrap('optics'), get: never });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    await renderBlock(groupJournals, { code: 'groupJournals' }, { bootstrap: sampleBootstrap('optics'), get: (requestPath) => Promise.reject(unreachable(requestPath)) });
    expect((await screen.findByRole('alert')).textContent).toContain(uiText('en', 'common.dataFailed'));
  });
});
