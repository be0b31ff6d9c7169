import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { SearchBoxComponent } from '../../schemas/search-box.ts';
import { sampleBootstrap } from './render-block.tsx';

/** Helpers for the search-box blocks' component tests (jsdom, with renderBlock). */

export const analyzePath = '/rc-pub/front/search/analyze';

/** The address a browser without JavaScript would open: the form's action and its controls, in document order. */
export function submittedHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) params.append(name, String(value));
  return `${form.getAttribute('action')}?${params.toString()}`;
}

export const theSearchForm = () => screen.getByRole('search') as HTMLFormElement;

/** Types `keyword` and submits; true when the block let the browser submit (no script took it). */
export function typeAndSubmit(keyword: string): boolean {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: keyword } });
  return fireEvent.submit(theSearchForm());
}

/**
 * A `get` for renderBlock that answers the analyze call like the reference server (the keyword's words as terms) and
 * fails the call for a blank keyword (the real server answers status 40000; either way the search stops). Other paths
 * go to `other`.
 */
export function analyzingServer(other: (path: string, query: Record<string, string | number | undefined>) => unknown = () => undefined) {
  return (path: string, query: Record<string, string | number | undefined>) => {
    if (path !== analyzePath) return other(path, query);
    const terms = String(query.q ?? '').split(/\s+/).filter(Boolean);
    if (terms.length === 0) throw new Error('Please enter the search term.');
    return { terms };
  };
}

/** The analyze calls a block made: their q and type. */
export function analyzeCalls(requests: { path: string; query: Record<string, string | number | undefined> }[]) {
  return requests.filter((request) => request.path === analyzePath).map(({ query }) => ({ q: query.q, type: query.type }));
}

/** Watches `window.open` (jsdom has none): what the block opened. */
export function watchWindowOpen(): MockInstance<typeof window.open> {
  return vi.spyOn(window, 'open').mockImplementation(() => null);
}

/** Waits until the block opened `href` in a new tab without an opener. */
export async function expectOpened(open: MockInstance<typeof window.open>, href: string) {
  await waitFor(() => expect(open).toHaveBeenLastCalledWith(href, '_blank', 'noopener'));
}

/** Lets pending imports, calls and replies settle (for asserting that nothing happened). */
export async function settle() {
  for (let index = 0; index < 5; index++) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The optics sample site whose only search box (id 1: articles, journals, figures, tables, videos; sub-pools all/oa) has `styleId`. */
export function opticsWithBoxOfStyle(styleId: number, patch: Partial<SearchBoxComponent> = {}): Bootstrap {
  const optics = sampleBootstrap('optics');
  return { ...optics, searchBoxes: [{ ...optics.searchBoxes[0]!, styleId, ...patch }] };
}
