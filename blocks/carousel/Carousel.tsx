import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../../runtime/i18n/use-translation.ts';
import { contentLanguageOf, type LanguageSegment } from '../../schemas/language-codes.ts';
import { usePage } from '../../runtime/context/page-context.ts';
import { directionOf } from '../../runtime/i18n/languages.ts';
import { needsScript } from '../../runtime/browser/needs-script.ts';
import type { BlockComponentProps } from '../../runtime/registry/define-block.ts';
import type { CarouselProps } from './contract.ts';

type Slide = CarouselProps['slides'][number];

function slideTitle(slide: Slide, lang: LanguageSegment): string {
  return contentLanguageOf(lang) === 'zh' ? slide.title.trim() || slide.enTitle.trim() : slide.enTitle.trim() || slide.title.trim();
}

const section = css`
  position: relative;
  max-width: var(--mh-content-width, 1200px);
  margin: 0 auto;
  h2.mh-carousel-empty-title {
    margin: 16px;
    font-size: 1.25rem;
  }
  .mh-carousel-viewport {
    position: relative;
    /* A fixed shape: the server's first slide and every later one take the same room (no layout shift). */
    aspect-ratio: 12 / 5;
    overflow: hidden;
    background: var(--mh-other, #e8f0fb);
  }
  .mh-carousel-slide {
    position: absolute;
    inset: 0;
    animation: mh-carousel-fade 400ms ease-out;
  }
  .mh-carousel-slide[hidden] {
    display: none;
  }
  .mh-carousel-slide a,
  .mh-carousel-slide .mh-carousel-frame {
    display: block;
    width: 100%;
    height: 100%;
    color: #fff;
    text-decoration: none;
  }
  .mh-carousel-slide img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .mh-carousel-caption {
    position: absolute;
    inset-inline: 0;
    bottom: 0;
    padding: 40px 64px 36px;
    font-size: clamp(1rem, 0.8rem + 1vw, 1.5rem);
    font-weight: 600;
    line-height: 1.35;
    background: linear-gradient(180deg, transparent, rgba(0, 0, 0, 0.7));
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
  }
  .mh-carousel-slide a:hover .mh-carousel-caption,
  .mh-carousel-slide a:focus-visible .mh-carousel-caption {
    text-decoration: underline;
  }
  .mh-carousel-slide a:focus-visible {
    outline-offset: -4px;
  }
  .mh-carousel-arrow {
    position: absolute;
    top: 50%;
    z-index: 1;
    width: 44px;
    height: 44px;
    margin-top: -22px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  .mh-carousel-arrow:hover {
    background: var(--mh-primary);
  }
  .mh-carousel-prev {
    inset-inline-start: 12px;
  }
  .mh-carousel-next {
    inset-inline-end: 12px;
  }
  .mh-carousel-bar {
    position: absolute;
    inset-inline: 0;
    bottom: 8px;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
  }
  .mh-carousel-dots {
    display: flex;
    gap: 4px;
  }
  .mh-carousel-dot {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  .mh-carousel-dot::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border: 2px solid #fff;
    border-radius: 50%;
    background: transparent;
    box-shadow: 0 0 2px rgba(0, 0, 0, 0.6);
  }
  .mh-carousel-dot[aria-current='true']::before {
    background: #fff;
  }
  .mh-carousel-rotation {
    min-width: 24px;
    height: 24px;
    padding: 0 6px;
    border: 0;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
    font-size: 0.75rem;
    cursor: pointer;
  }
  @keyframes mh-carousel-fade {
    from {
      opacity: 0.4;
    }
    to {
      opacity: 1;
    }
  }
  @media (max-width: 599px) {
    .mh-carousel-viewport {
      aspect-ratio: 4 / 3;
    }
    .mh-carousel-caption {
      padding: 24px 16px 36px;
    }
    .mh-carousel-arrow {
      width: 36px;
      height: 36px;
      margin-top: -18px;
      font-size: 1.25rem;
    }
    .mh-carousel-prev {
      inset-inline-start: 4px;
    }
    .mh-carousel-next {
      inset-inline-end: 4px;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .mh-carousel-slide {
      animation: none;
    }
  }
`;

/**
 * An accessible carousel (WAI-ARIA APG): a region with role description "carousel", slides as labelled groups
 * ("Slide x of y"), previous/next and per-slide buttons, and a pause/start button while it may rotate. This is the
 * server's HTML, first slide shown; what moves it is its plain-DOM behaviour (behaviour.ts), which also rotates it —
 * pausing while the pointer or focus is inside, never for readers who prefer reduced motion. The pause button arrives
 * hidden: only the behaviour knows whether the reader allows motion.
 */
export default function Carousel({ props, module }: BlockComponentProps<CarouselProps>) {
  const { t } = useTranslation();
  const { lang } = usePage();
  const headingId = useId();
  const slidesId = useId();
  const named = (contentLanguageOf(lang) === 'zh' ? module.name : module.enName).trim();
  const heading = named || t('blocks.carousel');
  const slides = props.slides.filter((slide) => slideTitle(slide, lang) !== '' || slide.imageUrl !== '');
  const count = slides.length;

  if (count === 0) {
    return (
      <section aria-labelledby={headingId} css={section} data-block="carousel">
        <h2 id={headingId} className="mh-carousel-empty-title">
          {heading}
        </h2>
        <p>{t('common.noData')}</p>
      </section>
    );
  }

  const mayRotate = props.autoplay && count > 1;
  const rtl = directionOf(lang) === 'rtl';
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      css={section}
      data-block="carousel"
      {...(mayRotate ? { 'data-autoplay-ms': props.intervalMs } : {})}
    >
      <h2 id={headingId} className="mh-visually-hidden">
        {heading}
      </h2>
      <div className="mh-carousel-viewport">
        <div id={slidesId} className="mh-carousel-slides" aria-live="polite">
          {slides.map((slide, index) => {
            const title = slideTitle(slide, lang);
            const content = (
              <>
                {slide.imageUrl ? (
                  <img src={slide.imageUrl} alt="" loading={index === 0 ? 'eager' : 'lazy'} decoding="async" {...(index === 0 ? { fetchPriority: 'high' as const } : {})} />
                ) : null}
                {title ? <span className="mh-carousel-caption">{title}</span> : null}
              </>
            );
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t('blocks.slideOf', { current: index + 1, total: count })}
                className="mh-carousel-slide"
                hidden={index !== 0}
              >
                {slide.link ? <a href={slide.link}>{content}</a> : <div className="mh-carousel-frame">{content}</div>}
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className="mh-carousel-arrow mh-carousel-prev" aria-controls={slidesId} aria-label={t('blocks.previousSlide')} {...needsScript}>
              <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
            </button>
            <button type="button" className="mh-carousel-arrow mh-carousel-next" aria-controls={slidesId} aria-label={t('blocks.nextSlide')} {...needsScript}>
              <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
            </button>
            <div className="mh-carousel-bar" {...needsScript}>
              {mayRotate ? (
                <button type="button" className="mh-carousel-rotation" aria-controls={slidesId} hidden data-play={t('blocks.carouselPlay')} data-pause={t('blocks.carouselPause')}>
                  <span aria-hidden="true">❚❚</span>
                  <span className="mh-visually-hidden">{t('blocks.carouselPause')}</span>
                </button>
              ) : null}
              <div role="group" aria-label={t('blocks.carouselPicker')} className="mh-carousel-dots">
                {slides.map((_slide, index) => (
                  <button
                    key={index}
                    type="button"
                    className="mh-carousel-dot"
                    aria-controls={slidesId}
                    aria-label={t('blocks.slideOf', { current: index + 1, total: count })}
                    aria-current={index === 0 ? 'true' : undefined}
                  />
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
