// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandEntry } from '../island-entry.ts';
import { intentPatienceMs, scheduleIslands } from '../schedule-islands.ts';

const piece = (id: string, when: IslandEntry['when']): IslandEntry => ({ id, when, kind: 'piece', name: 'collect-button', props: {} });

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** An island's hydration that waits for the test: `finish()` runs `wake` (the island's code arriving) and settles it. */
function hydrationOnCue(wake: () => void = () => {}) {
  let finish: () => void = () => {};
  const hydrate = () =>
    new Promise<void>((resolve) => {
      finish = () => {
        wake();
        resolve();
      };
    });
  return { hydrate, finish: () => finish() };
}

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
    const { hydrate, finish } = hydrationOnCue(() => {
      root.querySelector('button')!.addEventListener('click', () => clicks.push('handled by the island'));
    });
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')!.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['handled by the island']));
  });

  it('holds a click on a button’s icon and replays it on the button', async () => {
    const root = page('<mh-island data-island="i0"><button><svg><path d="M0 0h1"></path></svg>Ask</button></mh-island>');
    const clicks: string[] = [];
    const hydrate = async () => root.querySelector('button')!.addEventListener('click', () => clicks.push('asked'));
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('path')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(clicks).toEqual(['asked']));
  });

  it('lets a click on a link through: following a link needs no code', async () => {
    const root = page('<mh-island data-island="i0"><a href="#next"><span>Next</span></a></mh-island>');
    await scheduleIslands(root, [piece('i0', 'intent')], async () => {}, () => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a click on a link that declares a popup (a figure that opens enlarged) until the island can open it', async () => {
    const root = page('<mh-island data-island="i0"><a href="/figure-1.png" aria-haspopup="dialog"><img alt="Figure 1"></a></mh-island>');
    const opened: string[] = [];
    const hydrate = async () => root.querySelector('a')!.addEventListener('click', (event) => (event.preventDefault(), opened.push('dialog')));
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('img')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(opened).toEqual(['dialog']));
  });

  it('holds a form submitted before the code (Enter in a search box) and submits it again once hydrated', async () => {
    const root = page('<mh-island data-island="i0"><form><input name="q" value="ants"><button>Search</button></form></mh-island>');
    const form = root.querySelector('form')!;
    const seen: string[] = [];
    form.addEventListener('submit', (event) => (event.preventDefault(), seen.push('submitted')));
    const { hydrate, finish } = hydrationOnCue(() => seen.push('hydrated'));
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form.requestSubmit();
    expect(seen).toEqual([]);
    finish();
    await vi.waitFor(() => expect(seen).toEqual(['hydrated', 'submitted']));
  });

  it('holds an arrow key pressed in tabs before their code and presses it again once hydrated; typing is never held', async () => {
    const root = page('<mh-island data-island="i0"><div role="tablist"><button role="tab">One</button></div><input aria-label="Filter"></mh-island>');
    const keys: string[] = [];
    const { hydrate, finish } = hydrationOnCue(() => {
      root.querySelector('[role="tab"]')!.addEventListener('keydown', (event) => keys.push((event as KeyboardEvent).key));
    });
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    root.querySelector('[role="tab"]')!.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    const typed = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    root.querySelector('input')!.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    finish();
    await vi.waitFor(() => expect(keys).toEqual(['ArrowRight']));
  });

  it('plays a reader’s repeated clicks while waiting once: clicking again is waiting, not asking twice', async () => {
    const root = page('<mh-island data-island="i0"><button>Menu</button></mh-island>');
    const clicks: string[] = [];
    const { hydrate, finish } = hydrationOnCue(() => {
      root.querySelector('button')!.addEventListener('click', () => clicks.push('toggled'));
    });
    await scheduleIslands(root, [piece('i0', 'intent')], hydrate, () => {});
    for (let click = 0; click < 3; click += 1) root.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['toggled']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clicks).toEqual(['toggled']);
  });

  it('leaves a click with a modifier key to the browser (a figure opened in a new tab)', async () => {
    const root = page('<mh-island data-island="i0"><a href="/figure-1.png" aria-haspopup="dialog">Figure 1</a></mh-island>');
    await scheduleIslands(root, [piece('i0', 'intent')], () => new Promise(() => {}), () => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('lets a held submission through as the browser would once the code has kept the reader waiting too long', async () => {
    vi.useFakeTimers();
    try {
      const root = page('<form><mh-island data-island="i0"><button type="submit">Search</button></mh-island></form>');
      const submitted = vi.fn((event: Event) => event.preventDefault());
      root.querySelector('form')!.addEventListener('submit', submitted);
      await scheduleIslands(root, [piece('i0', 'intent')], () => new Promise(() => {}), () => {});
      root.querySelector('button')!.click();
      expect(submitted).not.toHaveBeenCalled();
      vi.advanceTimersByTime(intentPatienceMs);
      expect(submitted).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds nothing once the island is hydrated: its own handlers get the reader’s clicks as they are', async () => {
    const root = page('<mh-island data-island="i0"><button>Cite</button></mh-island>');
    await scheduleIslands(root, [piece('i0', 'intent')], async () => {}, () => {});
    const button = root.querySelector('button')!;
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    });
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
