// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { asPage, distinct, hostile, sampleModule, sampleModules, seed } from '../../../kits/home/__tests__/fixtures.ts';
import mediaList from '../index.ts';
import { mediaListProps } from '../contract.ts';

afterEach(cleanup);

const path = '/rc-pub/front/media/list';
const videos = (sld: 'optics' | 'ecology') => seed(sld).media.filter((item) => item.kind === 'video');

describe('media list (media)', () => {
  it('lists videos with poster, title and duration; no player until the reader chooses one (ecology, English)', async () => {
    const list = videos('ecology');
    const { requests, container } = await renderBlock(mediaList, sampleModule('ecology', 'media'), {
      bootstrap: sampleBootstrap('ecology'),
      get: () => asPage(list, 4),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Field Videos' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { kind: 'video', size: 4 } }]);
    const video = list[0]! as (typeof list)[number] & { posterUrl: string; url: string; durationSeconds: number; articleId: number; enSourcePaper: string };
    const item = within(screen.getByRole('list')).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: video.enResName })).toBeTruthy();
    expect(item.querySelector('img')!.getAttribute('src')).toBe(video.posterUrl);
    expect(item.querySelector('time')!.textContent).toBe('5 min'); // 274 s
    expect(item.querySelector('time')!.getAttribute('dateTime')).toBe('PT4M34S');
    expect(within(item).getByRole('link', { name: video.enSourcePaper }).getAttribute('href')).toBe(`/en/article/${video.articleId}/`);
    expect(container.querySelector('video, audio')).toBeNull();

    const play = screen.getByRole('button', { name: `Play: ${video.enResName}` });
    expect(play.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(play);
    const player = container.querySelector('video')!;
    expect(player).toBeTruthy();
    expect(player.getAttribute('src')).toBe(video.url);
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(player.getAttribute('aria-label')).toBe(video.enResName);
    expect(document.activeElement).toBe(player);
    expect(play.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(container.querySelector('video')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('plays audio in an audio element, in Chinese', async () => {
    const audio = seed('optics').media.find((item) => item.kind === 'audio')! as ReturnType<typeof seed>['media'][number] & { url: string; transcript: string };
    const { requests, container } = await renderBlock(mediaList, { code: 'media', name: '音频', enName: 'Audio', props: { type: 'audio', limit: 2 } }, {
      bootstrap: sampleBootstrap('optics'),
      lang: 'zh',
      url: 'http://localhost/optics/zh/home/',
      get: () => asPage([audio]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '音频' })).toBeTruthy();
    expect(distinct(requests)).toEqual([{ path, query: { kind: 'audio', size: 2 } }]);
    expect(screen.getByText('28 分钟')).toBeTruthy(); // 1680 s
    fireEvent.click(screen.getByRole('button', { name: `播放：${audio.resName}` }));
    const player = container.querySelector('audio')!;
    expect(player.getAttribute('src')).toBe(audio.url);
    expect(player.getAttribute('preload')).toBe('none');
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows "No data" when there is nothing to play', async () => {
    await renderBlock(mediaList, sampleModule('ecology', 'media'), { bootstrap: sampleBootstrap('ecology'), get: () => asPage([]) });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('renders a hostile title as text', async () => {
    const [video] = videos('optics');
    const { container } = await renderBlock(mediaList, sampleModule('ecology', 'media'), {
      bootstrap: sampleBootstrap('optics'),
      get: () => asPage([{ ...video!, resName: hostile, enResName: hostile }]),
    });
    expect(await screen.findByRole('heading', { level: 3, name: hostile })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('accepts the props of the sample sites, with defaults', () => {
    const samples = sampleModules('media');
    expect(samples.length).toBeGreaterThan(0);
    for (const { module } of samples) expect(mediaListProps.safeParse(module.props).success).toBe(true);
    expect(mediaListProps.parse({})).toEqual({ type: 'video', limit: 6 });
    expect(mediaListProps.safeParse({ type: 'podcast' }).success).toBe(false);
  });
});
