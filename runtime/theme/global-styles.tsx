import { css, Global, useTheme } from '@emotion/react';

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
          --mh-text: #1f2328;
          --mh-muted: #59636e;
          --mh-border: #d8dee4;
          --mh-surface: #ffffff;
          --mh-page: #f6f8fa;
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
        :focus-visible {
          outline: 3px solid var(--mh-primary);
          outline-offset: 2px;
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
