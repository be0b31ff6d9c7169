import { useState } from 'react';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';
import { publishedPageUrl, studioPreviewUrl } from './preview-url.ts';

const widths = { phone: { label: 'Phone (375 px)', className: 'preview-phone' }, desktop: { label: 'Desktop (1280 px)', className: 'preview-desktop' } } as const;
const languages: readonly { lang: LanguageSegment; name: string }[] = [
  { lang: 'zh', name: 'Chinese' },
  { lang: 'en', name: 'English' },
];

/**
 * The reader's page with the site's drafts applied, framed at a phone's or a desktop's width, in either language
 * (its address from `studioPreviewUrl`, the one place it is made). Until the server's preview route exists the panel
 * says so, and links the published page instead.
 */
export function PreviewPanel({ sld }: { sld: string }) {
  const [width, setWidth] = useState<keyof typeof widths>('phone');
  const [lang, setLang] = useState<LanguageSegment>('zh');
  const target = { sld, lang };
  const url = studioPreviewUrl(target);
  return (
    <section className="preview" aria-labelledby="studio-preview-heading">
      <h2 id="studio-preview-heading">Preview</h2>
      <div className="preview-tools">
        <fieldset className="inline-choice">
          <legend>Width</legend>
          {(Object.keys(widths) as (keyof typeof widths)[]).map((name) => (
            <label key={name}>
              <input type="radio" name="studio-preview-width" value={name} checked={width === name} onChange={() => setWidth(name)} /> {widths[name].label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="studio-preview-language">Language</label>
          <select id="studio-preview-language" value={lang} onChange={(event) => setLang(event.target.value as LanguageSegment)}>
            {languages.map((language) => (
              <option key={language.lang} value={language.lang}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {url ? (
        <div className="preview-frame-scroll">
          <iframe className={`preview-frame ${widths[width].className}`} src={url} title={`Preview of the home page with the drafts, ${widths[width].label}`} />
        </div>
      ) : (
        <p className="preview-missing">
          The preview of drafts comes with the server’s preview route. Until then, publish to see a change, or{' '}
          <a href={publishedPageUrl(target)} target="_blank" rel="noopener">
            open the published home page{' '}<span className="visually-hidden">(opens in a new tab)</span>
          </a>
          .
        </p>
      )}
    </section>
  );
}
