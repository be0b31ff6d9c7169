// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandEntry } from '../island-entry.ts';
import { scheduleIslands } from '../schedule-islands.ts';

const piece = (id: string, when: IslandEntry['when']): IslandEntry => ({ id, when, kind: 'piece', name: 'collect-button', props: {} });

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('scheduleIslands (when the browser hydrates each island)', () => {
  it('hydrates load islands at once and resolves when they are done; leaves intent islands alone until used', async () => {
    const root = page('<mh-island data-island="i0"><p>menu</p></mh-island><mh-island data-island="i1"><button>Cite</button></mh-island>');
    const hydrated: string[] = [];
    await scheduleIslands(root, [piece('i0', 'load'), piece('i1', 'intent')], async (_element, entry) => void hydrated.push(entry.id), () => {});
    expect(hydrated).toEqual(['i0']);
  });

  it('hydrates an intent island on the first pointer or focus in it, once', async () => {
    const root = page('<mh-island data-island="i0"><button>Cite</button></mh-island>');
    const hydrate = vi.fn(async () => {});
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    const button = root.querySelector('button')!;
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a click that came before the code and replays it on the same button once hydrated', async () => {
    const root = page('<mh-island data-island="i0"><button>Cite</button></mh-island>');
    const clicks: string[] = [];
    let finish: () => void = () => {};
    const hydrate = () =>
      new Promise<void>((resolve) => {
        finish = () => {
          root.querySelector('button')!.addEventListener('click', () => clicks.push('handled by the island'));
          resolve();
        };
      });
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')!.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['handled by the island']));
  });

  it('lets a click on a link through: following a link needs no code', async () => {
    const root = page('<mh-island data-island="i0"><a href="#next"><span>Next</span></a></mh-island>');
    await scheduleIslands(root, [piece('i0', 'intent')], async () => {}, () => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('reports an island whose code fails, leaves its HTML, and lets the held click act as it would without JavaScript', async () => {
    const root = page('<form><mh-island data-island="i0"><button type="submit">Subscribe</button></mh-island></form>');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    const problems: string[] = [];
    await scheduleIslands(root, [piece('i0', 'intent')], () => Promise.reject(new Error('chunk failed')), (_error, entry) => problems.push(entry.id));
    root.querySelector('button')!.click();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(problems).toEqual(['i0']);
    expect(root.querySelector('button')!.textContent).toBe('Subscribe');
  });

  it('resolves even when a load island fails, so the page is still marked ready', async () => {
    const root = page('<mh-island data-island="i0"><p>x</p></mh-island>');
    const problems: unknown[] = [];
    await scheduleIslands(root, [piece('i0', 'load')], () => Promise.reject(new Error('no')), (error) => problems.push(error));
    expect(problems).toHaveLength(1);
  });

  it('hydrates a visible island at once where the browser cannot tell what is visible', async () => {
    const root = page('<mh-island data-island="i0"><div>carousel</div></mh-island>');
    const hydrate = vi.fn(async () => {});
    await scheduleIslands(root, [piece('i0', 'visible')], hydrate, () => {});
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
