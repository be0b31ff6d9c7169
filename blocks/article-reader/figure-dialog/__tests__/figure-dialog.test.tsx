// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readJatsFile } from '../../../../server/ingest/ingest-file.ts';
import type { Device } from '../../../../schemas/device.ts';
import { renderBlock, sampleBootstrap } from '../../../../tests/support/render-block.tsx';
import articleReader from '../../index.ts';

const content = readJatsFile(join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'jats-with-images', 'masthead-figures.xml'));
const articleId = 9;
const file = (name: string) => `/rc-pub/files/${articleId}/${name}`;
const page = {
  article: { id: articleId, publicationId: 1, year: 2025, title: 'Seeing figures at print size', language: 'en', pdfUrl: '', url: '' },
  content,
  assets: {
    'fig1.tif': { url: file('fig1-a.png'), width: 1200, height: 600, dpi: 300, printUrl: file('fig1-b.tif') },
    fig2: { url: file('fig2-c.png'), width: 400, height: 240, dpi: 96 },
    'ga.png': { url: file('ga-d.png'), width: 600, height: 300, dpi: 96 },
    eq1: { url: file('eq1-e.png'), width: 150, height: 45, dpi: 300 },
  },
  access: { read: true, download: true, signedIn: false },
};

// jsdom has <dialog> but not its modal methods: these do what a browser's do to the element.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  document.body.classList.remove('mh-scroll-locked');
});

async function renderArticle(device: Device = 'desktop') {
  await renderBlock(articleReader, { code: 'articleReader', props: { articleId } }, {
    bootstrap: sampleBootstrap('optics'),
    url: `http://localhost/optics/en/article/${articleId}`,
    get: () => page,
    device,
  });
  const article = await screen.findByRole('article');
  // The body's figures render once the reader's content code has loaded, which may follow the article's frame.
  await waitFor(() => article.querySelector('#fig1 a[data-figure-image]') ?? Promise.reject(new Error('figures not rendered yet')));
  return article;
}

const imageLinkOf = (article: HTMLElement, figureId: string) => article.querySelector<HTMLAnchorElement>(`#${figureId} a[data-figure-image]`)!;
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog.mh-figure-dialog');
/**
 * The dialog once shown: its code loads when a reader first opens a figure, and the element, once in the page, opens
 * itself as a modal in an effect — a moment after it appears, so waiting for the element alone raced the opening.
 */
const dialogShown = () => waitFor(() => (openDialog()?.hasAttribute('open') ? openDialog()! : Promise.reject(new Error('no dialog open'))));
/** Clicks a link the way a browser would, reporting whether something stopped it from being followed. */
function click(element: HTMLElement): { followed: boolean } {
  let followed = true;
  const watch = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault(); // jsdom cannot navigate
  };
  document.addEventListener('click', watch);
  fireEvent.click(element);
  document.removeEventListener('click', watch);
  return { followed };
}

describe('figure images', () => {
  it('are laid out at their printed size before they load, linked to their file', async () => {
    const article = await renderArticle();
    const fig1 = imageLinkOf(article, 'fig1');
    expect(fig1.getAttribute('href')).toBe(file('fig1-a.png'));
    expect(within(fig1).getByRole('img')).toMatchObject({ width: 384, height: 192 });
    expect(within(imageLinkOf(article, 'fig2')).getByRole('img')).toMatchObject({ width: 640, height: 384 });
    expect(within(article.querySelector('#fig1')!).getByRole('link', { name: 'High-resolution image (TIFF)' }).getAttribute('href')).toBe(file('fig1-b.tif'));
    expect(article.querySelector<HTMLImageElement>('#ig1')).toMatchObject({ width: 58, height: 17 });
  });

  it('show their caption and a placeholder when the site does not hold the file', async () => {
    const article = await renderArticle();
    const fig3 = article.querySelector<HTMLElement>('#fig3')!;
    expect(within(fig3).getByRole('img', { name: 'Figure 3: the image is not available.' })).toBeTruthy();
    expect(fig3.textContent).toContain('A figure whose image is missing from the package.');
  });
});

describe('the big-picture dialog', () => {
  it('opens on a click with the big image, label and caption, and holds the page still', async () => {
    const article = await renderArticle();
    expect(click(imageLinkOf(article, 'fig1')).followed).toBe(false);
    const dialog = (await dialogShown());
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(file('fig1-a.png'));
    expect(within(dialog).getByText('Figure 1')).toBeTruthy();
    expect(dialog.textContent).toContain('Four bars at 300 dpi. The XML names fig1.tif');
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('closes on a backdrop click, not on a click on the image, and gives focus and scrolling back', async () => {
    const article = await renderArticle();
    const link = imageLinkOf(article, 'fig1');
    click(link);
    const dialog = (await dialogShown());
    const image = within(dialog).getByRole('img');
    fireEvent.pointerDown(image);
    fireEvent.click(image);
    await dialogShown();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(openDialog()).toBeNull();
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('closes on Escape and on its close button', async () => {
    const article = await renderArticle();
    click(imageLinkOf(article, 'fig2'));
    fireEvent.keyDown((await dialogShown()), { key: 'Escape' });
    expect(openDialog()).toBeNull();
    click(imageLinkOf(article, 'fig2'));
    fireEvent.click(within((await dialogShown())).getByRole('button', { name: 'Close' }));
    expect(openDialog()).toBeNull();
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
  });

  it('opens from the keyboard with Space on the focused image link', async () => {
    const article = await renderArticle();
    fireEvent.keyDown(imageLinkOf(article, 'fig2'), { key: ' ' });
    await dialogShown();
  });

  it('zooms with its buttons and resets on a double-click', async () => {
    const article = await renderArticle();
    click(imageLinkOf(article, 'fig1'));
    const dialog = (await dialogShown());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    const image = within(dialog).getByRole('img');
    expect(Number(image.dataset.scale)).toBeCloseTo(1.5625);
    fireEvent.doubleClick(dialog.querySelector('.mh-figure-dialog-viewport')!);
    expect(image.dataset.scale).toBe('1');
  });

  it('zooms with a two-finger pinch and the wheel', async () => {
    const article = await renderArticle();
    click(imageLinkOf(article, 'fig1'));
    const dialog = (await dialogShown());
    const viewport = dialog.querySelector<HTMLElement>('.mh-figure-dialog-viewport')!;
    const image = within(dialog).getByRole('img');
    const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', pointerId: number, clientX: number) =>
      fireEvent[type](viewport, { pointerId, pointerType: 'touch', clientX, clientY: 100, isPrimary: pointerId === 1 });
    touch('pointerDown', 1, 100);
    touch('pointerDown', 2, 200);
    touch('pointerMove', 2, 300); // the fingers move from 100 px apart to 200 px apart
    expect(Number(image.dataset.scale)).toBeCloseTo(2);
    touch('pointerUp', 1, 100);
    touch('pointerUp', 2, 300);
    fireEvent.wheel(viewport, { deltaY: -100, clientX: 0, clientY: 0 });
    expect(Number(image.dataset.scale)).toBeCloseTo(2 * Math.exp(0.2));
  });

  it('opens for the graphical abstract too', async () => {
    const article = await renderArticle();
    const graphic = article.querySelector<HTMLAnchorElement>('.mh-graphic a[data-figure-image]')!;
    expect(graphic.getAttribute('href')).toBe(file('ga-d.png'));
    click(graphic);
    expect(within((await dialogShown())).getByRole('img').getAttribute('alt')).toBe('Two discs, blue and orange, joined by a grey bar');
  });

  it('is not there in the mobile reader layout: the link opens the image file', async () => {
    const article = await renderArticle('mobile');
    const link = imageLinkOf(article, 'fig1');
    expect(link.hasAttribute('aria-haspopup')).toBe(false);
    expect(click(link).followed).toBe(true);
    fireEvent.keyDown(link, { key: ' ' });
    expect(openDialog()).toBeNull();
    expect(document.body.classList.contains('mh-scroll-locked')).toBe(false);
  });
});
