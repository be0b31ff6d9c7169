// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Expert } from '../../../schemas/content/expert.ts';
import { ApiStatusError, ApiTransportError } from '../../../runtime/api/api-errors.ts';
import { bundledI18n } from '../../../runtime/i18n/bundled-catalogues.ts';
import type { BlockQueryContext } from '../../../runtime/registry/define-block.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { seedExperts } from '../../../kits/about/__tests__/fixtures.ts';
import { hostile } from '../../../kits/home/__tests__/fixtures.ts';
import expertProfile from '../index.ts';
import contract, { expertProfileProps } from '../contract.ts';

const expertDetailPath = '/rc-pub/front/expert/detail';

afterEach(cleanup);

const notFound = new ApiStatusError({ method: 'GET', path: expertDetailPath }, { status: 40400, message: 'no such expert' });
const answering = (experts: Expert[]) => (path: string, query: Record<string, string | number | undefined>) => {
  const found = path === expertDetailPath ? experts.find((expert) => expert.id === Number(query.id)) : undefined;
  if (!found) throw notFound;
  return found;
};
const rows = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('expert-profile', () => {
  it('shows the member: photo with its alt, name, role label, title, institution, research field and bio', async () => {
    const experts = seedExperts('optics');
    const chosen = experts.find((expert) => expert.role === 'executive')!;
    const { requests } = await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: String(chosen.id), whenMissing: 'notFound' } }, {
      bootstrap: sampleBootstrap('optics'),
      get: answering(experts),
    });
    expect(await screen.findByRole('heading', { level: 2, name: chosen.enName })).toBeTruthy();
    expect(requests).toEqual([{ path: expertDetailPath, query: { id: chosen.id } }]);
    expect(screen.getByRole('img', { name: `Photo of ${chosen.enName}` }).getAttribute('src')).toBe(chosen.photoUrl);
    expect(screen.getByText('Executive Editor-in-Chief')).toBeTruthy();
    expect(rows()).toEqual({ Title: chosen.enTitle, Institution: chosen.enInstitution, 'Research field': chosen.enResearchField });
    expect(screen.getByRole('heading', { level: 3, name: 'Biography' })).toBeTruthy();
    expect(screen.getByText(chosen.enBio)).toBeTruthy();
  });

  it('reads in Chinese on a Chinese page', async () => {
    const experts = seedExperts('optics');
    const [chief] = experts;
    await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: chief!.id } }, { bootstrap: sampleBootstrap('optics'), lang: 'zh', get: answering(experts) });
    expect(await screen.findByRole('heading', { level: 2, name: chief!.name })).toBeTruthy();
    const zh = bundledI18n('zh');
    expect(screen.getByText(zh.t(`blocks.roles.${chief!.role}`))).toBeTruthy();
    expect(rows()).toEqual({ [zh.t('about.expert.title')]: chief!.title, [zh.t('about.expert.institution')]: chief!.institution, [zh.t('about.expert.researchField')]: chief!.researchField });
    expect(screen.getByRole('img', { name: zh.t('about.photoOf', { name: chief!.name }) })).toBeTruthy();
  });

  it('shows No data for a member configuration names but the site does not have, or no member at all', async () => {
    await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: 999999 } }, { bootstrap: sampleBootstrap('optics'), get: answering(seedExperts('optics')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Board member' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No data');
    cleanup();
    const { requests } = await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: 'abc' } }, { bootstrap: sampleBootstrap('optics'), get: answering([]) });
    expect((await screen.findByRole('status')).textContent).toBe('No data');
    expect(requests).toEqual([]);
  });

  it('fails the query with the API’s notFound where the URL named the member, so the page is a 404', async () => {
    const context: BlockQueryContext = { bootstrap: sampleBootstrap('optics'), lang: 'en', sld: undefined, call: async () => Promise.reject(notFound) };
    const route = contract.query!(expertProfileProps.parse({ expertId: '999999', whenMissing: 'notFound' }), context);
    await expect(route.queryFn()).rejects.toBe(notFound);
    const configured = contract.query!(expertProfileProps.parse({ expertId: 999999 }), context);
    await expect(configured.queryFn()).resolves.toEqual({ outcome: 'missing' });
  });

  it('shows the loading state, then the member; the failure with a way to try again', async () => {
    const [first] = seedExperts('ecology');
    let answer: (expert: Expert) => void = () => undefined;
    const { container } = await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: first!.id } }, {
      bootstrap: sampleBootstrap('ecology'),
      get: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(first!);
    expect(await screen.findByRole('heading', { level: 2, name: first!.enName })).toBeTruthy();
    cleanup();
    await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: first!.id } }, {
      bootstrap: sampleBootstrap('ecology'),
      get: () => {
        throw new ApiTransportError('down', { method: 'GET', path: expertDetailPath });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Data acquisition failed');
  });

  it('renders hostile text as text', async () => {
    const [first] = seedExperts('optics');
    const hostileExpert = { ...first!, enName: hostile, enBio: hostile, enTitle: hostile };
    const { container } = await renderBlock(expertProfile, { code: 'expertProfile', props: { expertId: first!.id } }, { bootstrap: sampleBootstrap('optics'), get: () => hostileExpert });
    expect(await screen.findByRole('heading', { level: 2, name: hostile })).toBeTruthy();
    expect(rows().Title).toBe(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('titles the page with the member’s name in the page language', () => {
    const [chief] = seedExperts('optics');
    const context = { bootstrap: sampleBootstrap('optics'), sld: 'optics', origin: 'http://localhost', t: bundledI18n('en').t };
    const props = expertProfileProps.parse({ expertId: chief!.id });
    expect(contract.head!(props, { outcome: 'found', data: chief! }, { ...context, lang: 'zh' }).title).toBe(chief!.name);
    expect(contract.head!(props, { outcome: 'found', data: chief! }, { ...context, lang: 'en' }).title).toBe(chief!.enName);
    expect(contract.head!(props, { outcome: 'missing' }, { ...context, lang: 'en' }).title).toBeUndefined();
  });
});
