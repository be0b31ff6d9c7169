import { useState, type FormEvent } from 'react';
import { languageSegments, type LanguageSegment } from '../../../schemas/language-codes.ts';
import { bcp47Of, directionOf, nativeLanguageNames } from '../../../runtime/i18n/languages.ts';
import { homePagePath, studioPreviewUrl } from './preview-url.ts';

const widths = { phone: { label: 'Phone (375 px)', className: 'preview-phone' }, desktop: { label: 'Desktop (1280 px)', className: 'preview-desktop' } } as const;
type Width = keyof typeof widths;
/** Every UI language of the portal, each named in itself (the reader's language switch's names). */
const languages = languageSegments.map((lang) => ({ lang, name: nativeLanguageNames[lang], tag: bcp47Of(lang), dir: directionOf(lang) }));

/**
 * Any reader's page of the site as it will be once the drafts are published — rendered by the server with every
 * saved draft of the site's parts applied (preview-url.ts) — framed at a phone's or a desktop's width, in any of
 * the portal's languages (Arabic right to left, as the portal renders it). `drafts` changes whenever a draft is saved, discarded or published: the frame loads the page again.
 */
export function PreviewPanel({ sld, drafts }: { sld: string; drafts: string }) {
  const [width, setWidth] = useState<Width>('phone');
  const [lang, setLang] = useState<LanguageSegment>('zh');
  const [typed, setTyped] = useState(() => homePagePath(sld, 'zh'));
  const [shown, setShown] = useState(typed);
  const [reloads, setReloads] = useState(0);
  const target = studioPreviewUrl(sld, shown);
  const typedProblem = (() => {
    const read = studioPreviewUrl(sld, typed);
    return 'problem' in read ? read.problem : undefined;
  })();

  const show = (event: FormEvent) => {
    event.preventDefault();
    if (!typedProblem) setShown(typed);
  };
  const chooseLanguage = (next: LanguageSegment) => {
    setLang(next);
    // The home page follows the language; another page the administrator typed stays.
    if (typed === homePagePath(sld, lang)) {
      setTyped(homePagePath(sld, next));
      setShown(homePagePath(sld, next));
    }
  };

  return (
    <section className="preview" aria-labelledby="studio-preview-heading">
      <h2 id="studio-preview-heading">Preview</h2>
      <p className="hint">The site’s pages with every saved draft of its parts applied (unsaved changes show once saved). Readers see none of it until it is published.</p>
      <form className="preview-tools" onSubmit={show} aria-label="Which page to preview" noValidate>
        <fieldset className="inline-choice">
          <legend>Width</legend>
          {(Object.keys(widths) as Width[]).map((name) => (
            <label key={name}>
              <input type="radio" name="studio-preview-width" value={name} checked={width === name} onChange={() => setWidth(name)} /> {widths[name].label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="studio-preview-language">Language</label>
          <select id="studio-preview-language" value={lang} onChange={(event) => chooseLanguage(event.target.value as LanguageSegment)}>
            {languages.map((language) => (
              <option key={language.lang} value={language.lang} lang={language.tag} dir={language.dir}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="studio-preview-path">Page (its address on the site)</label>
          <input
            id="studio-preview-path"
            type="text"
            spellCheck={false}
            value={typed}
            aria-invalid={typedProblem ? true : undefined}
            aria-describedby={typedProblem ? 'studio-preview-path-problem' : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {typedProblem ? (
            <p id="studio-preview-path-problem" className="field-error">
              {typedProblem}
            </p>
          ) : null}
        </div>
        <button type="submit">Show the page</button>
        <button type="button" onClick={() => setReloads((count) => count + 1)}>
          Reload the preview
        </button>
      </form>
      {'url' in target ? (
        <div className="preview-frame-scroll" dir={directionOf(lang)}>
          <iframe key={`${drafts}:${reloads}`} className={`preview-frame ${widths[width].className}`} src={target.url} title={`Preview of ${shown}, ${widths[width].label}`} />
        </div>
      ) : null}
    </section>
  );
}
