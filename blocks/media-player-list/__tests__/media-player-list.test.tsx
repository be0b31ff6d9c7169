// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, seed } from '../../../kits/home/__tests__/fixtures.ts';
import mediaPlayerList from '../index.ts';
import { mediaPlayerListProps, recordingsPerPage } from '../contract.ts';

afterEach(cleanup);

type SeedMedia = {
  id: number;
  kind: 'audio' | 'video';
  resName: string;
  enResName: string;
  url: string;
  posterUrl: string;
  transcript: string;
  articleId: number | null;
  enSourcePaper: string;
  captions?: { src: string; srclang: string; label: string }[];
};
const media = (sld: 'optics' | 'ecology', kind: 'audio' | 'video') => (seed(sld).media as unknown as SeedMedia[]).filter((item) => item.kind === kind);

const render = (type: 'audio' | 'video', get: () => unknown, { lang = 'en' as 'en' | 'zh' } = {}) =>
  renderBlock(mediaPlayerList, { code: 'mediaPlayerList', props: { type } }, {
    bootstrap: sampleBootstrap('optics'),
    lang,
    url: `http://localhost/audioList?type=${type}&index=-1&slds=optics&lang=${lang}`,
    get,
  });

describe('audio and video list (/audioList without a search)', () => {
  it('plays each video in a labelled player with controls, its captions, its transcript and its article', async () => {
    const videos = media('optics', 'video');
    const withCaptions = videos.find((item) => (item.captions ?? []).length > 0)!;
    expect(withCaptions).toBeTruthy();
    const { requests, container } = await render('video', () => asPage(videos, recordingsPerPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path: '/rc-pub/front/media/list', query: { kind: 'video', page: 0, size: recordingsPerPage } }]);
    const players = [...container.querySelectorAll('video')];
    expect(players.map((player) => player.getAttribute('aria-label'))).toEqual(videos.map((item) => item.enResName));
    for (const [index, player] of players.entries()) {
      const item = videos[index]!;
      expect(player.hasAttribute('controls')).toBe(true);
      expect(player.hasAttribute('autoplay')).toBe(false);
      expect(player.getAttribute('preload')).toBe('none');
      expect(player.getAttribute('src')).toBe(item.url);
      expect(player.getAttribute('poster')).toBe(item.posterUrl);
      const tracks = [...player.querySelectorAll('track')];
      expect(tracks.map((track) => [track.getAttribute('kind'), track.getAttribute('src'), track.getAttribute('srclang')])).toEqual(
        (item.captions ?? []).map((track) => ['captions', track.src, track.srclang]),
      );
      if (item.transcript) expect(document.getElementById(player.getAttribute('aria-describedby')!)?.textContent).toBe(item.transcript);
    }
    // Captions in the reader's language are the ones on from the start.
    const tracks = [...players[videos.indexOf(withCaptions)]!.querySelectorAll('track')];
    expect(tracks.filter((track) => track.hasAttribute('default')).map((track) => track.getAttribute('srclang'))).toEqual(['en']);
    const first = videos[0]!;
    expect(screen.getByRole('link', { name: first.enSourcePaper }).getAttribute('href')).toBe(`/optics/en/article/${first.articleId}/`);
    expect(screen.getAllByText('Transcript')).toHaveLength(videos.filter((item) => item.transcript).length);
  });

  it('plays audio in audio players, switching kinds by links that keep the address', async () => {
    const audio = media('optics', 'audio');
    const { container } = await render('audio', () => asPage(audio));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeTruthy();
    expect([...container.querySelectorAll('audio')].map((player) => player.getAttribute('aria-label'))).toEqual(audio.map((item) => item.enResName));
    expect(container.querySelector('video')).toBeNull();
    const kinds = screen.getByRole('navigation', { name: 'Videos or audio' });
    expect(within(kinds).getByRole('link', { name: 'Audio' }).getAttribute('aria-current')).toBe('page');
    expect(within(kinds).getByRole('link', { name: 'Videos' }).getAttribute('href')).toBe('/audioList?type=video&index=-1&slds=optics&lang=en');
  });

  it('names recordings in Chinese on Chinese pages', async () => {
    const videos = media('optics', 'video');
    const { container } = await render('video', () => asPage(videos), { lang: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '视频' })).toBeTruthy();
    expect(container.querySelector('video')?.getAttribute('aria-label')).toBe(videos[0]!.resName);
  });

  it('shows "No data" when there is nothing to play', async () => {
    await render('audio', () => asPage([]));
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('renders a hostile title and transcript as text', async () => {
    const [video] = media('optics', 'video');
    const { container } = await render('video', () => asPage([{ ...video!, enResName: hostile, transcript: hostile }]));
    expect(await screen.findByRole('heading', { level: 2, name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads a type other than audio as video', () => {
    expect(mediaPlayerListProps.parse({ type: 'podcast', page: '2' })).toEqual({ type: 'video', page: 2 });
  });
});
