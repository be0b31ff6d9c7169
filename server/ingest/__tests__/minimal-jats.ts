/** A small well-formed JATS article around the given body (and optional front-matter) markup, for tests. */
export function minimalJats({ body = '<p>Text.</p>', meta = '', title = 'A title', doi = '10.5555/test.1', issue = '', back = '' } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" article-type="research-article" xml:lang="en">
  <front>
    <journal-meta><journal-title-group><journal-title>Test Journal</journal-title></journal-title-group></journal-meta>
    <article-meta>
      ${doi ? `<article-id pub-id-type="doi">${doi}</article-id>` : ''}
      <title-group>${title ? `<article-title>${title}</article-title>` : ''}</title-group>
      <contrib-group><contrib contrib-type="author"><name><surname>Doe</surname><given-names>Jane</given-names></name></contrib></contrib-group>
      <pub-date pub-type="epub"><day>2</day><month>3</month><year>2024</year></pub-date>
      <volume>7</volume>${issue ? `<issue>${issue}</issue>` : ''}
      ${meta}
    </article-meta>
  </front>
  <body>${body}</body>
  <back>${back}</back>
</article>`;
}
