import { css } from '@emotion/react';
import { quietButton } from '../../runtime/ui/quiet-button.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import type { MediaItem } from '../../schemas/content/media.ts';
import type { Page } from '../../schemas/page.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import { EmptyState, HomeSection } from '../../kits/home/HomeSection.tsx';
import { localized, moduleHeading } from '../../kits/home/localize.ts';
import { card, cardGrid, meta, picture, titleLink } from '../../kits/home/styles.ts';
import type { MediaListProps } from './contract.ts';
import { screenHref } from '../../schemas/routes/screen-href.ts';

/** ISO 8601 duration for `<time datetime>`: 312 s → PT5M12S. */
function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `PT${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || minutes === 0 ? `${rest}S` : ''}`;
}

/** Whole minutes as the list shows them; anything under a minute counts as one. */
function displayMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

const playerFigure = css`
  margin: 0 0 16px;
  padding: 12px;
  border: 1px solid var(--mh-border);
  border-radius: var(--mh-radius);
  background: var(--mh-page);
  video,
  audio {
    display: block;
    width: 100%;
    max-height: 70vh;
    background: #000;
    border-radius: calc(var(--mh-radius) - 2px);
  }
  audio {
    background: none;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
    margin-top: 8px;
    overflow-wrap: anywhere;
  }
  details {
    margin-top: 8px;
  }
`;

const posterButton = css`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: calc(var(--mh-radius) - 2px);
  &[aria-pressed='true'] {
    outline: 3px solid var(--mh-primary);
  }
`;

const posterPlaceholder = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: var(--mh-other, var(--mh-page));
  border-radius: calc(var(--mh-radius) - 2px);
`;

const playBadge = css`
  position: absolute;
  inset-inline-start: 8px;
  bottom: 8px;
  padding: 2px 10px;
  font-size: 0.875rem;
  color: #fff;
  background: var(--mh-primary);
  border-radius: 999px;
`;

function Player({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const title = localized(item.resName, item.enResName, lang);
  useEffect(() => {
    // The reader asked for this one: take them to its controls (it does not start by itself).
    media.current?.focus();
  }, [item.id]);
  const fallback = (
    <a href={item.url} download>
      {t('blocks.openMedia')}
    </a>
  );
  return (
    <figure css={playerFigure}>
      {item.kind === 'video' ? (
        <video ref={media} key={item.id} src={item.url} poster={item.posterUrl || undefined} controls preload="none" playsInline aria-label={title.text} tabIndex={-1}>
          {fallback}
        </video>
      ) : (
        <audio ref={media} key={item.id} src={item.url} controls preload="none" aria-label={title.text} tabIndex={-1}>
          {fallback}
        </audio>
      )}
      <figcaption>
        <span lang={title.lang}>{title.text}</span>
        <button type="button" css={quietButton} onClick={onClose}>
          {t('blocks.closePlayer')}
        </button>
      </figcaption>
      {item.transcript !== '' ? (
        <details>
          <summary>{t('blocks.transcript')}</summary>
          <p>{item.transcript}</p>
        </details>
      ) : null}
    </figure>
  );
}

function MediaCard({ item, playing, onPlay, buttonRef }: { item: MediaItem; playing: boolean; onPlay: () => void; buttonRef: (element: HTMLButtonElement | null) => void }) {
  const { t } = useTranslation();
  const { lang, prefix } = usePage();
  const title = localized(item.resName, item.enResName, lang);
  const source = localized(item.sourcePaper, item.enSourcePaper, lang);
  const poster =
    item.posterUrl !== '' ? <img css={picture('16 / 9')} src={item.posterUrl} alt="" loading="lazy" decoding="async" /> : <span css={posterPlaceholder} />;
  return (
    <li css={card}>
      {item.url !== '' ? (
        <button ref={buttonRef} type="button" css={posterButton} aria-pressed={playing} onClick={onPlay}>
          {poster}
          <span css={playBadge} aria-hidden="true">
            {`▶ ${t('blocks.playShort')}`}
          </span>
          <span className="mh-visually-hidden">{t('blocks.play', { title: title.text })}</span>
        </button>
      ) : (
        poster
      )}
      <h3 lang={title.lang}>{title.text}</h3>
      {item.durationSeconds > 0 ? (
        <p css={meta}>
          <time dateTime={isoDuration(item.durationSeconds)}>{t('blocks.minutes', { count: displayMinutes(item.durationSeconds) })}</time>
        </p>
      ) : null}
      {item.articleId !== null && source.text !== '' ? (
        <p css={meta}>
          {t('blocks.sourcePaper')}{' '}
          <a css={titleLink} href={screenHref(prefix, 'article', { thesisId: item.articleId })} lang={source.lang}>
            {source.text}
          </a>
        </p>
      ) : null}
    </li>
  );
}

export default function MediaList({ data, module }: BlockComponentProps<MediaListProps, Page<MediaItem>>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const playButtons = useRef(new Map<number, HTMLButtonElement>());
  const chosen = data.content.find((item) => item.id === chosenId);
  return (
    <HomeSection block="media-list" heading={moduleHeading(module, lang, t('blocks.media'))}>
      {data.content.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {chosen ? (
            <Player
              item={chosen}
              onClose={() => {
                // Back to the card the reader chose it from.
                playButtons.current.get(chosen.id)?.focus();
                setChosenId(null);
              }}
            />
          ) : null}
          <ul css={cardGrid('220px')}>
            {data.content.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                playing={item.id === chosenId}
                onPlay={() => setChosenId(item.id)}
                buttonRef={(element) => {
                  if (element) playButtons.current.set(item.id, element);
                  else playButtons.current.delete(item.id);
                }}
              />
            ))}
          </ul>
        </>
      )}
    </HomeSection>
  );
}
