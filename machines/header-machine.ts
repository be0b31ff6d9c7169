import { setup } from 'xstate';

/**
 * The header's open panels (spec §2, §4): the menu and the search popup are never open together; opening search
 * closes the menu; either one locks page scroll, and the menu hides the video player while open. Effects are
 * injected with `provide`, so the machine runs without a DOM.
 */
export const headerMachine = setup({
  types: {
    events: {} as { type: 'menu.toggle' } | { type: 'search.toggle' } | { type: 'close' },
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    hideVideoPlayer: () => {},
    showVideoPlayer: () => {},
    focusSearch: () => {},
  },
}).createMachine({
  id: 'header',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.toggle': 'menuOpen',
        'search.toggle': 'searchOpen',
      },
    },
    menuOpen: {
      entry: ['lockScroll', 'hideVideoPlayer'],
      exit: ['unlockScroll', 'showVideoPlayer'],
      on: {
        'menu.toggle': 'closed',
        close: 'closed',
        'search.toggle': 'searchOpen',
      },
    },
    searchOpen: {
      entry: ['lockScroll', 'focusSearch'],
      exit: ['unlockScroll'],
      on: {
        'search.toggle': 'closed',
        close: 'closed',
        'menu.toggle': 'menuOpen',
      },
    },
  },
});
