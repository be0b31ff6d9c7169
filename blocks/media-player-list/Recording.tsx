import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { MediaItem } from '../../schemas/content/media.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { bcp47Of } from '../../runtime/i18n/languages.ts';
import { formatDate } from '../../runtime/i18n/format.ts';
import { localized } from '../../kits/home/localize.ts';
import { meta, titleLink } from '../../kits/home/styles.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

const recording = css`
  display: grid;
  gap: 8px 24px;
  padding: 16px 0;
  border-bottom: 1px solid var(--mh-border);
  &:last-of-type {
    border-bottom: 0;
  }
  @media (min-width: 900px) {
    grid-template-columns: minmax(320px, 560px) 1fr;
    align-items: start;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
    line-height: 1.4;
  }
  video {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    background: #000;
    border-radius: var(--mh-radius);
  }
  audio {
    display: block;
    width: 100%;
  }
  p {
    margin: 0 0 6px;
  }
  details {
    margin-top: 8px;
  }
  summary {
    cursor: pointer;
    color: var(--mh-primary);
  }
`;

const audioPoster = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: 8px;
  border-radius: var(--mh-radius);
`;

/** Whole minutes as a reader says them (`<time>` gets the exact ISO duration); anything under a minute is one. */
const displayMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));
const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

/**
 * One recording in an HTML5 player with the browser's own controls (keyboard and screen-reader operable): named by
 * its title (the video's poster says nothing to a screen reader), its captions as tracks, described by its
 * transcript, with its duration, date and the article it accompanies. It loads nothing until the reader plays it.
 */
export function Recording({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const transcriptId = useId();
  const title = localized(item.resName, item.enResName, lang);
  const source = localized(item.sourcePaper, item.enSourcePaper, lang);
  const hasTranscript = item.transcript !== '';
  const captions = item.captions ?? [];
  // Captions in the page's language are on from the start, else the first there is.
  const pageLanguage = bcp47Of(lang).split('-')[0];
  const shown = Math.max(0, captions.findIndex((track) => track.srclang.split('-')[0] === pageLanguage));
  const tracks = captions.map((track, index) => (
    <track key={track.src} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={index === shown ? true : undefined} />
  ));
  const download = (
    <a href={item.url} download>
      {t('media.download')}
    </a>
  );
  const player =
    item.url === '' ? null : item.kind === 'video' ? (
      <video
        src={item.url}
        poster={item.posterUrl || undefined}
        controls
        preload="none"
        playsInline
        aria-label={title.text}
        aria-describedby={hasTranscript ? transcriptId : undefined}
      >
        {tracks}
        {download}
      </video>
    ) : (
      <audio src={item.url} controls preload="none" aria-label={title.text} aria-describedby={hasTranscript ? transcriptId : undefined}>
        {tracks}
        {download}
      </audio>
    );
  return (
    <li css={recording} data-media={item.id}>
      <div>
        {/* An audio recording's poster is its picture; the title beside it names it. */}
        {item.kind === 'audio' && item.posterUrl !== '' ? <img css={audioPoster} src={item.posterUrl} alt="" loading="lazy" decoding="async" /> : null}
        {player}
      </div>
      <div>
        <h2 lang={title.lang}>
          {title.text}
        </h2>
        <p css={meta}>
          {item.durationSeconds > 0 ? (
            <time dateTime={isoDuration(item.durationSeconds)}>{t('media.duration', { minutes: t('blocks.minutes', { count: displayMinutes(item.durationSeconds) }) })}</time>
          ) : null}
          {item.durationSeconds > 0 && item.publishDate !== '' ? ' · ' : null}
          {item.publishDate !== '' ? <time dateTime={item.publishDate}>{t('media.published', { date: formatDate(item.publishDate, lang) })}</time> : null}
        </p>
        {item.articleId !== null && source.text !== '' ? (
          <p css={meta}>
            {t('media.sourcePaper')}{' '}
            <a css={titleLink} href={screenHref(prefix, 'article', { thesisId: item.articleId })} lang={source.lang}>
              {source.text}
            </a>
          </p>
        ) : null}
        {hasTranscript ? (
          <details>
            <summary>{t('media.transcript')}</summary>
            <p id={transcriptId}>{item.transcript}</p>
          </details>
        ) : null}
      </div>
    </li>
  );
}
