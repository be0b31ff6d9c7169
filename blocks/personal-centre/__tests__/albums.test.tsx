// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberPaths } from '../../../schemas/account/member-api.ts';
import { gifBytes, pngBytes, pngOfSize } from '../../../tests/support/picture-bytes.ts';
import { callsTo, fileOf, removeToasts, type Respond } from '../../../tests/support/member-page.tsx';
import { album, albumItem, counts, favourite, pageOf } from '../../../tests/support/member-fixtures.ts';
import { openPersonal } from './open-personal.ts';

afterEach(removeToasts);

const albums = [album(7, '成像', { enName: 'Imaging', itemCount: 2 }), album(8, 'Lasers')];
const respond: Respond = (call) => {
  switch (call.path) {
    case memberPaths.albumSearch:
      return { data: pageOf(albums) };
    case memberPaths.collects:
      return { data: pageOf([favourite(1, 101, 'Laser one'), favourite(2, 102, 'Laser two')], { counts: counts({ article: 2 }) }) };
    case memberPaths.addItems:
      return { data: { favouritesAdded: 0, albums: [{ albumId: 8, added: 1 }] } };
    case memberPaths.saveAlbum:
      return { data: album(9, 'New') };
    case memberPaths.deleteAlbum:
    case memberPaths.deleteItems:
      return { data: { deleted: 1 } };
    case memberPaths.albumInfo:
      return { data: albums[0] };
    case memberPaths.albumItems:
      return { data: pageOf([albumItem(31, 7, 101, 'Laser one'), albumItem(32, 7, 102, 'Laser two')], { counts: counts({ article: 2 }) }) };
    default:
      return undefined;
  }
};

describe('adding favourites to albums', () => {
  it("asks for favourites or albums, then for an album, and labels the album it added to 'Added'", async () => {
    const { calls } = await openPersonal('?lang=en', respond);
    const row = (await screen.findByRole('heading', { name: 'Laser two' })).closest('li')!;
    const opener = within(row).getByRole('button', { name: 'Add to album' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add to favourites or albums' });
    const albumsChoice = within(dialog).getByRole('checkbox', { name: 'My albums' });
    await within(dialog).findByRole('checkbox', { name: 'Lasers' });

    fireEvent.click(albumsChoice);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please choose favorites or my albums')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'My albums' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please select one of the albums')).toBeTruthy();
    expect(callsTo(calls, memberPaths.addItems)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Lasers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.addItems)).toHaveLength(1));
    expect(callsTo(calls, memberPaths.addItems)[0]!.body).toEqual({ items: [{ id: 102, type: 'article' }], favourites: 0, albums: 1, albumIds: [8] });
    expect(await within(dialog).findByText('Added')).toBeTruthy();
    expect(within(dialog).getByText('Added to album')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('my albums', () => {
  it('shows the albums as cards, named in the reader’s language, each opened at its own address', async () => {
    await openPersonal('?menu=album&lang=en', respond);
    const link = await screen.findByRole('link', { name: 'Imaging' });
    expect(link.getAttribute('href')).toBe('/personal?lang=en&menu=album&album=7');
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('checks the cover by its bytes and size before anything is sent, and the name', async () => {
    const { calls } = await openPersonal('?menu=album&lang=en', respond);
    fireEvent.click(await screen.findByRole('button', { name: 'New album' }));
    const dialog = screen.getByRole('dialog', { name: 'New album' });
    const cover = within(dialog).getByLabelText('Cover');

    fireEvent.change(cover, { target: { files: [fileOf(gifBytes(), 'cover.png', 'image/png')] } });
    expect(await within(dialog).findByText('The album cover must be a JPG or PNG image')).toBeTruthy();
    fireEvent.change(cover, { target: { files: [fileOf(pngOfSize(3 * 1024 * 1024 + 1), 'cover.png', 'image/png')] } });
    expect(await within(dialog).findByText('The album cover must be at most 3M')).toBeTruthy();
    expect(cover.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(cover, { target: { files: [fileOf(pngBytes(), 'cover.png', 'image/png')] } });
    await waitFor(() => expect(within(dialog).queryByText('The album cover must be at most 3M')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the album name')).toBeTruthy();
    expect(callsTo(calls, memberPaths.saveAlbum)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Album name/), { target: { value: 'New' } });
    fireEvent.change(within(dialog).getByLabelText('English name'), { target: { value: 'New album' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.saveAlbum)).toHaveLength(1));
    const form = callsTo(calls, memberPaths.saveAlbum)[0]!.body as FormData;
    expect(form.get('name')).toBe('New');
    expect(form.get('enName')).toBe('New album');
    expect((form.get('cover') as File).size).toBe(pngBytes().length);
    expect(await screen.findByText('Submitted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes an album after a confirmation', async () => {
    const { calls } = await openPersonal('?menu=album&lang=en', respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the album Lasers' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the album “Lasers” and everything in it?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.deleteAlbum)[0]?.body).toEqual({ id: 8 }));
    expect(await screen.findByText('Deleted successfully!')).toBeTruthy();
  });

  it("opens an album's items by tab and removes the ticked ones ('No data selected' when none)", async () => {
    const { calls } = await openPersonal('?menu=album&album=7&lang=en', respond);
    expect(await screen.findByRole('heading', { level: 3, name: 'Imaging' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Laser two' });
    expect(callsTo(calls, memberPaths.albumItems)[0]!.query).toEqual({ albumId: 7, type: 'article', page: 0, size: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(screen.getByText('No data selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Laser two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(calls, memberPaths.deleteItems)[0]?.body).toEqual({ ids: [32] }));
    expect(screen.getByRole('link', { name: 'Back to my albums' }).getAttribute('href')).toBe('/personal?lang=en&menu=album');
  });
});
