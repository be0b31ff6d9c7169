/*
 * A made-up JATS article for a parsing thread to read as it starts (parse-worker.ts), so that the reader's code is
 * compiled and optimised before the first real file arrives: run cold, the parser and the reader take three to ten
 * times as long. It holds what real articles hold most of — sections of paragraphs with emphasis, cross-references,
 * links and formulas, figures, tables, lists, footnotes, a reference list of both citation styles, a sub-article —
 * repeated, since code is optimised only after it has run many times.
 */

const paragraph = (n: number) =>
  `<p id="p${n}">Measured <italic>in situ</italic> at <bold>${n}</bold> sites (<xref ref-type="bibr" rid="r${n % 40}">${n % 40}</xref>; ` +
  `<xref ref-type="fig" rid="f${n % 6}">Figure ${n % 6}</xref>), the rate <inline-formula><mml:math><mml:mrow><mml:msub><mml:mi>k</mml:mi><mml:mn>${n}</mml:mn></mml:msub>` +
  `<mml:mo>=</mml:mo><mml:mfrac><mml:mn>1</mml:mn><mml:mi>τ</mml:mi></mml:mfrac></mml:mrow></mml:math></inline-formula> rose by 10<sup>3</sup> ` +
  `(H<sub>2</sub>O, <named-content content-type="species">Homo sapiens</named-content>; see <ext-link ext-link-type="uri" xlink:href="https://example.org/data/${n}">data</ext-link>` +
  `<fn id="fn-in-${n}"><p>A note in the text.</p></fn>).\n      Text   runs on\n over lines, <sc>small caps</sc> and <monospace>code</monospace>.</p>`;

const figure = (n: number) =>
  `<fig id="f${n}" position="float"><label>Figure ${n}.</label><caption><title>Results of part ${n}.</title><p>Means with <italic>SE</italic>.</p></caption>` +
  `<graphic xlink:href="fig-${n}.png"/><alt-text>A chart</alt-text></fig>`;

const table = (n: number) =>
  `<table-wrap id="t${n}"><label>Table ${n}.</label><caption><title>Counts ${n}.</title></caption><table frame="hsides"><thead><tr><th rowspan="2">Site</th><th colspan="2" align="center">Count</th></tr>` +
  `<tr><th>2019</th><th>2020</th></tr></thead><tbody>${Array.from({ length: 6 }, (_, row) => `<tr><td align="left">S${row}</td><td style="text-align: right">${row * n}</td><td valign="top"><italic>${row + n}</italic></td></tr>`).join('')}</tbody></table>` +
  `<table-wrap-foot><fn id="tf${n}"><p>Footnote of table ${n}.</p></fn></table-wrap-foot></table-wrap>`;

const section = (n: number) =>
  `<sec id="s${n}" sec-type="results"><label>${n}.</label><title>Part <italic>${n}</italic></title>${paragraph(n * 3)}${paragraph(n * 3 + 1)}` +
  `<disp-formula id="e${n}"><label>(${n})</label><mml:math display="block"><mml:mrow><mml:mi>E</mml:mi><mml:mo>=</mml:mo><mml:mi>m</mml:mi><mml:msup><mml:mi>c</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:mrow></mml:math></disp-formula>` +
  `<list list-type="bullet"><list-item><p>First point ${n}.</p></list-item><list-item><p>Second point.</p></list-item></list>` +
  `${n % 2 === 0 ? figure(n % 6) : table(n % 4)}<sec id="s${n}-1"><title>Detail</title>${paragraph(n * 3 + 2)}</sec></sec>`;

const reference = (n: number) =>
  n % 2 === 0
    ? `<ref id="r${n}"><label>${n}</label><element-citation publication-type="journal"><person-group person-group-type="author"><name><surname>Smith</surname><given-names>J</given-names></name>` +
      `<name><surname>Lee</surname><given-names>K</given-names></name><etal/></person-group><article-title>A study of part ${n}</article-title><source>Journal of Tests</source>` +
      `<year>20${10 + (n % 10)}</year><volume>${n}</volume><fpage>1</fpage><lpage>9</lpage><pub-id pub-id-type="doi">10.5555/warm.${n}</pub-id><pub-id pub-id-type="pmid">${1000 + n}</pub-id></element-citation></ref>`
    : `<ref id="r${n}"><label>${n}</label><mixed-citation publication-type="book"><string-name><surname>Wu</surname>, <given-names>L.</given-names></string-name> (20${10 + (n % 10)}). ` +
      `<source>A Book</source>. <publisher-name>Press</publisher-name>. doi: <ext-link ext-link-type="uri" xlink:href="https://doi.org/10.5555/book.${n}">10.5555/book.${n}</ext-link></mixed-citation></ref>`;

const front = `<front><journal-meta><journal-id journal-id-type="nlm-ta">Warm J</journal-id><journal-title-group><journal-title>Warm-up Journal</journal-title></journal-title-group>
<issn pub-type="epub">1234-5678</issn><publisher><publisher-name>Nobody</publisher-name></publisher></journal-meta>
<article-meta><article-id pub-id-type="doi">10.5555/warm-up</article-id><article-categories><subj-group subj-group-type="heading"><subject>Research</subject></subj-group></article-categories>
<title-group><article-title>Warming up the <italic>reader</italic></article-title><subtitle>A made-up article</subtitle><trans-title-group xml:lang="zh"><trans-title>预热</trans-title></trans-title-group></title-group>
<contrib-group>${Array.from({ length: 6 }, (_, n) => `<contrib contrib-type="author"${n === 0 ? ' corresp="yes"' : ''}><contrib-id contrib-id-type="orcid">https://orcid.org/0000-0002-1825-009${n}</contrib-id><name><surname>Author${n}</surname><given-names>A. B.</given-names></name><xref ref-type="aff" rid="aff${n % 2}">${n % 2}</xref><email>a${n}@example.org</email></contrib>`).join('')}</contrib-group>
<aff id="aff0"><label>0</label><institution>Institute of Tests</institution>, <addr-line>City</addr-line>, <country>Country</country></aff><aff id="aff1"><institution-wrap><institution>University</institution></institution-wrap></aff>
<author-notes><corresp id="c1">Correspondence: <email>a0@example.org</email></corresp><fn fn-type="conflict"><p>None.</p></fn></author-notes>
<pub-date pub-type="epub"><day>2</day><month>3</month><year>2024</year></pub-date><volume>7</volume><issue>2</issue><fpage>100</fpage><lpage>120</lpage>
<history><date date-type="received"><day>1</day><month>1</month><year>2024</year></date><date date-type="accepted"><day>1</day><month>2</month><year>2024</year></date></history>
<permissions><copyright-statement>© 2024 The Authors</copyright-statement><copyright-year>2024</copyright-year><license license-type="open-access" xlink:href="https://creativecommons.org/licenses/by/4.0/"><license-p>CC BY 4.0</license-p></license></permissions>
<abstract><sec><title>Background</title>${paragraph(900)}</sec><sec><title>Results</title>${paragraph(901)}</sec></abstract><abstract abstract-type="summary"><p>In short.</p></abstract>
<trans-abstract xml:lang="zh"><p>摘要。</p></trans-abstract><kwd-group kwd-group-type="author"><kwd>warming</kwd><kwd><italic>reader</italic></kwd><kwd>JIT</kwd></kwd-group>
<funding-group><award-group id="g1"><funding-source><institution-wrap><institution-id institution-id-type="FundRef">http://dx.doi.org/10.13039/100000001</institution-id><institution>Fund</institution></institution-wrap></funding-source><award-id>A-1</award-id><principal-award-recipient><name><surname>Author0</surname></name></principal-award-recipient></award-group><funding-statement>Funded.</funding-statement></funding-group>
</article-meta></front>`;

const back = `<back><ack><title>Acknowledgements</title><p>Thanks.</p></ack><fn-group><fn fn-type="con" id="fn1"><p>All wrote it.</p></fn><fn fn-type="financial-disclosure"><p>None.</p></fn></fn-group>
<sec sec-type="data-availability"><title>Data</title><p>At <ext-link xlink:href="https://example.org">example.org</ext-link>.</p></sec>
<app-group><app id="app1"><title>Appendix</title>${paragraph(950)}</app></app-group>
<ref-list><title>References</title>${Array.from({ length: 40 }, (_, n) => reference(n)).join('\n')}</ref-list></back>`;

const subArticle = `<sub-article article-type="decision-letter" id="sa1"><front-stub><article-id pub-id-type="doi">10.5555/warm-up.sa1</article-id><title-group><article-title>Decision letter</article-title></title-group>
<contrib-group><contrib contrib-type="editor"><name><surname>Editor</surname><given-names>E</given-names></name></contrib></contrib-group></front-stub><body>${paragraph(990)}${paragraph(991)}</body></sub-article>`;

/** The made-up article (about 100 kB): well-formed, JATS 1.3, every part above. */
export const warmUpJats = `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" article-type="research-article" dtd-version="1.3" xml:lang="en">
${front}
<body>${Array.from({ length: 24 }, (_, n) => section(n + 1)).join('\n')}</body>
${back}
${subArticle}
</article>`;
