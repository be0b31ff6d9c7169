import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { SearchClusters } from '../../schemas/search/search-results.ts';
import { trendBars, trendChart } from './trend-bars.ts';
import { muted } from './styles.ts';

const figure = css`
  margin: 12px 0;
  svg {
    display: block;
    max-width: 100%;
    height: auto;
  }
  .mh-trend-bar {
    fill: var(--mh-primary);
  }
  text {
    font-size: 11px;
    fill: var(--mh-text);
  }
  figcaption {
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

/**
 * Writing trends (spec §2 result tab): the search's results per year as a bar chart drawn on the server (an SVG, no
 * script), and the same numbers as a table for screen readers and anyone who wants the figures.
 */
export function WritingTrends({ years, q }: { years: SearchClusters['years']; q: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const { bars, width, height } = trendBars(years);
  if (bars.length === 0) return <p css={muted}>{t('searchResults.trends.empty')}</p>;
  const baseline = trendChart.top + trendChart.plotHeight;
  return (
    <figure css={figure} className="mh-trends" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('searchResults.trends.caption', { q })}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
        <line x1={0} x2={width} y1={baseline} y2={baseline} stroke="currentColor" strokeOpacity={0.3} />
        {bars.map((bar) => (
          <g key={bar.year}>
            <rect className="mh-trend-bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} />
            <text x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle">
              {bar.count}
            </text>
            <text x={bar.x + bar.width / 2} y={baseline + 16} textAnchor="middle">
              {bar.year}
            </text>
          </g>
        ))}
      </svg>
      <table className="mh-visually-hidden">
        <caption>{t('searchResults.trends.caption', { q })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('searchResults.trends.year')}</th>
            <th scope="col">{t('searchResults.trends.count')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.year}>
              <th scope="row">{bar.year}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
