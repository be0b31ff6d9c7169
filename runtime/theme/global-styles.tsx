import { css, Global, useTheme } from '@emotion/react';
import { baseColours } from './base-colours.ts';

/**
 * Base styles and the theme as CSS variables, so any block can use `var(--mh-primary)`. Grey mode filters the whole
 * page here; the index-only variant is applied by the home screen's main element.
 */
export function GlobalStyles({ grayPage }: { grayPage: boolean }) {
  const { colours } = useTheme();
  return (
    <Global
      styles={css`
        :root {
          --mh-primary: ${colours.primary};
          --mh-primary-hover: ${colours.primaryHover};
          --mh-other: ${colours.other};
          --mh-bottom-line: ${colours.bottomLine};
          --mh-bg-opacity: ${colours.bgOpacity};
          --mh-text: ${baseColours.text};
          --mh-muted: ${baseColours.muted};
          --mh-border: ${baseColours.border};
          --mh-surface: ${baseColours.surface};
          --mh-page: ${baseColours.page};
          --mh-radius: 6px;
          --mh-content-width: 1200px;
          color-scheme: light;
        }
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          ${grayPage ? 'filter: grayscale(1);' : ''}
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans',
            'Noto Sans Arabic', sans-serif;
          line-height: 1.6;
          color: var(--mh-text);
          background: var(--mh-page);
        }
        a {
          color: var(--mh-primary);
        }
        a:hover {
          color: var(--mh-primary-hover);
        }
        /* Two rings, so focus shows on light backgrounds (the theme colour) and on the theme colour (white). */
        :focus-visible {
          outline: 3px solid var(--mh-primary);
          outline-offset: 2px;
          box-shadow: 0 0 0 2px var(--mh-surface);
        }
        .mh-skip-link:not(:focus) {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
        .mh-skip-link:focus {
          position: fixed;
          inset-block-start: 8px;
          inset-inline-start: 8px;
          z-index: 1000;
          padding: 8px 16px;
          border-radius: var(--mh-radius);
          background: var(--mh-surface);
          color: var(--mh-primary);
          font-weight: 600;
        }
        /* Icons that point along the reading direction (next, back, more) turn round in right-to-left pages. */
        [dir='rtl'] .mh-mirror-in-rtl {
          transform: scaleX(-1);
        }
        img {
          max-width: 100%;
        }
        .mh-visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
        body.mh-scroll-locked {
          overflow: hidden;
        }
        @media (prefers-reduced-motion: reduce) {
          * {
            scroll-behavior: auto !important;
            transition: none !important;
            animation: none !important;
          }
        }
      `}
    />
  );
}
