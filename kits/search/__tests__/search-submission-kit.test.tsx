// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchBoxStyleIds } from '../../../schemas/search-box.ts';
import { defineBlock, type BlockComponentProps } from '../../../runtime/registry/define-block.ts';
import { SearchBoxForm } from '../../../runtime/search/search-box-form.tsx';
import type { SearchSubmissionKit } from '../../../runtime/search/search-submission.ts';
import { discoverBlockRegistry } from '../../../src/blocks/discover-blocks.ts';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { analyzingServer, expectOpened, settle, theSearchForm, typeAndSubmit, watchWindowOpen } from '../../../tests/support/search-box.ts';
import { searchSubmissionKit } from '../search-submission-kit.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A block that shows only the form (style 2: checks the keyword), with the kit under test. */
function formBlock(kit: SearchSubmissionKit) {
  return defineBlock({
    name: 'test-search-form',
    codes: ['searchBox'],
    load: async () => ({ default: ({ module }: BlockComponentProps<Record<string, never>>) => <SearchBoxForm box={undefined} styleId={module.styleId} submission={kit} /> }),
  });
}

/** The real kit, whose machine arrives only when the test opens the gate; counts the starts. */
function gatedKit() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const starts = vi.fn();
  const kit: SearchSubmissionKit = {
    ...searchSubmissionKit,
    start: (setup) => {
      starts();
      return gate.then(() => searchSubmissionKit.start(setup));
    },
  };
  return { kit, starts, open };
}

const module = { code: 'searchBox', styleId: 2, props: {} };

describe('the search form’s submission kit', () => {
  it('loads the machine on the reader’s first focus or pointer, once', async () => {
    const { kit, starts, open } = gatedKit();
    await renderBlock(formBlock(kit), module, { bootstrap: sampleBootstrap('optics'), get: analyzingServer() });
    await settle();
    expect(starts).not.toHaveBeenCalled();
    fireEvent.pointerEnter(theSearchForm());
    fireEvent.focus(screen.getByRole('searchbox'));
    expect(starts).toHaveBeenCalledTimes(1);
    open();
  });

  it('keeps choices made before the machine arrived, and searches with them once it has', async () => {
    const windowOpen = watchWindowOpen();
    const { kit, starts, open } = gatedKit();
    await renderBlock(formBlock(kit), module, { bootstrap: sampleBootstrap('optics'), get: analyzingServer() });
    fireEvent.click(screen.getByRole('radio', { name: 'Journals' }));
    const field = screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement;
    expect([...field.options].map((option) => option.text)).toEqual(['All Fields', 'Journal Title', 'Sponsor', 'CN', 'ISSN']);
    fireEvent.change(field, { target: { value: 'issn' } });
    typeAndSubmit('1234-5678');
    await settle();
    expect(windowOpen).not.toHaveBeenCalled();
    open();
    await expectOpened(windowOpen, '/searchPublication?type=2&searchType=singleSearch&index=0&lang=en&q=1234-5678&field=issn');
    expect(starts).toHaveBeenCalledTimes(1);
  });

  it('still searches when the machine cannot load: the form’s own GET, after the empty-keyword rule', async () => {
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const failing: SearchSubmissionKit = { ...searchSubmissionKit, start: () => Promise.reject(new Error('chunk failed to load')) };
    await renderBlock(formBlock(failing), module, { bootstrap: sampleBootstrap('optics') });
    fireEvent.click(screen.getByRole('radio', { name: 'Tables' }));
    expect((screen.getByRole('radio', { name: 'Tables' }) as HTMLInputElement).checked).toBe(true);
    typeAndSubmit('');
    const alert = await screen.findByRole('alertdialog', { name: 'Tips' });
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(nativeSubmit).not.toHaveBeenCalled();
    typeAndSubmit('dispersion');
    await vi.waitFor(() => expect(nativeSubmit).toHaveBeenCalledTimes(1));
    expect(theSearchForm().getAttribute('action')).toBe('/textList');
  });
});

describe('search-box blocks', () => {
  it('draw every style id of spec §2, each by exactly one block', () => {
    const registry = discoverBlockRegistry();
    const searchBlocks = registry.definitions.filter((definition) => definition.codes.includes('searchBox'));
    const drawnBy = Object.fromEntries(searchBoxStyleIds.map((styleId) => [styleId, searchBlocks.filter((definition) => definition.styleIds?.includes(styleId)).map((definition) => definition.name)]));
    expect(drawnBy).toEqual({
      1: ['search-box-style-one'],
      2: ['search-box-style-two'],
      3: ['search-box-style-two'],
      4: ['search-box-style-four'],
      6: ['search-box-style-six'],
      7: ['search-box-style-seven'],
      8: ['search-box-style-one'],
      9: ['search-box-style-one'],
      13: ['search-box-banner'],
    });
    expect(searchBlocks.every((definition) => definition.styleIds !== undefined)).toBe(true);
  });
});
