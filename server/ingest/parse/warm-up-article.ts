/**
 * A synthetic JATS article using the parts articles use — authors and affiliations, abstract, keywords, sections,
 * figures, tables, formulas in MathML and TeX, lists, boxes, quotes, supplementary files, appendices, references in the
 * common citation styles and sub-articles (an assessment, reviews, a reply, as eLife's reviewed preprints have) —
 * written as publishers' files are (a DOCTYPE, comments, text over lines ending in LF and in CRLF, entities and
 * character references, styled table cells), that a parsing thread reads as it starts (parse-worker.ts), so that the
 * parser and the content model's checks have run over each kind of element and of text before the first real file. What
 * it covers was checked against the fixtures' with V8's block coverage, and against the checks the content model builds
 * on first use: none is left to build during the fixtures. The repeated parts (paragraphs, references) come in the
 * numbers a research article has them: V8 compiles a function once it has run a while, and the loops over paragraphs
 * and references are most of a real file's work.
 */

const paragraph = (n: number) =>
  `<p>Paragraph ${n}${n % 2 ? '\r\n' : '\n'}of <!-- a comment --> <italic>Homo sapiens</italic> data in H<sub>2</sub>O at 10<sup>−3</sup> M, with <bold>bold</bold>, <monospace>code</monospace>, <named-content content-type="gene">BRCA${n}</named-content> and <sc>small caps</sc>, citing <xref ref-type="bibr" rid="r${(n % 40) + 1}">${(n % 40) + 1}</xref>, <xref ref-type="bibr" rid="r${((n + 7) % 40) + 1}">${((n + 7) % 40) + 1}</xref> and <xref ref-type="table" rid="t1">Table 1</xref>; <inline-formula><mml:math><mml:mrow><mml:msub><mml:mi>x</mml:mi><mml:mi>i</mml:mi></mml:msub><mml:mo>=</mml:mo><mml:mfrac><mml:mrow><mml:mn>${n}</mml:mn></mml:mrow><mml:mrow><mml:msubsup><mml:mi>σ</mml:mi><mml:mi>k</mml:mi><mml:mn>2</mml:mn></mml:msubsup></mml:mrow></mml:mfrac><mml:mtext> and </mml:mtext><mml:mover><mml:mi>y</mml:mi><mml:mo>¯</mml:mo></mml:mover></mml:mrow></mml:math></inline-formula> (<ext-link ext-link-type="uri" xlink:href="https://example.org/${n}">link</ext-link>)
&amp; p &lt; 0.05 &#x2013; &#8212; &#x00B1;${n} &quot;quoted&quot;,
see <named-content content-type="species"><italic>E. coli</italic></named-content>.</p>`;

const section = (n: number) =>
  `<sec id="s${n}" sec-type="results"><title>Section ${n}</title>${[1, 2, 3, 4].map((k) => paragraph(n * 4 + k)).join('')}
<sec id="s${n}-1"><title>Part ${n}.1</title>${paragraph(n * 4)}<p>A paragraph holding a list:
<list list-type="order"><list-item><p>first</p></list-item><list-item><p>second &amp; last</p></list-item></list>
and text after it, and a formula <disp-formula><mml:math id="m${n}" display="block" overflow="scroll">
  <mml:mrow>
    <mml:mi mathvariant="bold">a</mml:mi>
    <mml:mo>&#x2264;</mml:mo>
    <mml:mi>b</mml:mi>
  </mml:mrow>
</mml:math></disp-formula> too.</p><disp-formula id="e${n}"><label>(${n})</label><alternatives><mml:math display="block"><mml:mrow><mml:munderover><mml:mo>∑</mml:mo><mml:mrow><mml:mi>i</mml:mi><mml:mo>=</mml:mo><mml:mn>1</mml:mn></mml:mrow><mml:mi>n</mml:mi></mml:munderover><mml:msup><mml:mi>x</mml:mi><mml:mn>2</mml:mn></mml:msup><mml:mspace width="0.2em"/><mml:mfenced><mml:mtable><mml:mtr><mml:mtd><mml:mn>1</mml:mn></mml:mtd><mml:mtd><mml:mn>0</mml:mn></mml:mtd></mml:mtr></mml:mtable></mml:mfenced></mml:mrow></mml:math><tex-math>\\sum_{i=1}^{n} x^2</tex-math></alternatives></disp-formula></sec></sec>`;

const people = (n: number) =>
  [0, 1, 2].map((k) => `<name><surname>Author${n}${k}</surname><given-names>A${k}</given-names></name>`).join('') + (n % 3 === 0 ? '<etal/>' : '');

/** References in the styles publishers use: element citations, mixed citations with names, string names, books, web pages. */
const reference = (n: number) => {
  switch (n % 8) {
    case 0:
    case 4:
      return `<ref id="r${n}"><label>${n}</label><element-citation publication-type="journal"><person-group person-group-type="author">${people(n)}</person-group><year iso-8601-date="2020">2020</year><article-title>Study number ${n} of <italic>things</italic></article-title><source>Journal of Examples</source><volume>${n}</volume><issue>2</issue><fpage>1${n}</fpage><lpage>2${n}</lpage><pub-id pub-id-type="doi">10.0000/ref.${n}</pub-id><pub-id pub-id-type="pmid">${1000 + n}</pub-id></element-citation></ref>`;
    case 1:
    case 5:
      return `<ref id="r${n}"><label>${n}</label><mixed-citation publication-type="journal"><person-group person-group-type="author"><string-name><surname>Writer${n}</surname> <given-names>B</given-names></string-name>, <string-name><surname>Other</surname> <given-names>C</given-names></string-name></person-group> (<year>2019</year>) <article-title>A result ${n}</article-title>. <source>Annals</source> <volume>${n}</volume>(<issue>1</issue>): <elocation-id>e${n}</elocation-id>. <ext-link ext-link-type="uri" xlink:href="https://doi.org/10.0000/m.${n}">https://doi.org/10.0000/m.${n}</ext-link></mixed-citation></ref>`;
    case 2:
    case 6:
      return `<ref id="r${n}"><label>${n}</label><element-citation publication-type="book"><person-group person-group-type="editor"><collab>The Group ${n}</collab></person-group><chapter-title>A chapter</chapter-title><source>A Book</source><edition>2</edition><publisher-loc>City</publisher-loc><publisher-name>Press</publisher-name><year>2018</year><fpage>5</fpage><lpage>9</lpage><comment>In press</comment></element-citation></ref>`;
    case 3:
      return `<ref id="r${n}"><label>${n}</label><mixed-citation publication-type="journal"><name><surname>Named${n}</surname><given-names>D</given-names></name>, <name><surname>Second</surname><given-names>E</given-names></name>, <etal/> <year>2017</year>. <article-title>Names in text</article-title>. <source>Reports</source> <volume>${n}</volume>:<fpage>${n}</fpage>&#x2013;<lpage>${n + 9}</lpage>. <object-id>${n}</object-id> <pub-id pub-id-type="doi">10.0000/n.${n}</pub-id></mixed-citation></ref>`;
    default:
      return `<ref id="r${n}"><label>${n}</label><mixed-citation publication-type="web">Site ${n}. <source>Data portal</source>. <uri xlink:href="https://example.org/data/${n}">https://example.org/data/${n}</uri>. Accessed <date-in-citation content-type="access-date">1 May 2021</date-in-citation>.</mixed-citation></ref>`;
  }
};

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export const warmUpArticle = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.2 20190208//EN" "JATS-journalpublishing1.dtd">
<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" article-type="research-article" xml:lang="en">
<front>
<journal-meta><journal-id journal-id-type="publisher-id">warm</journal-id><journal-title-group><journal-title>Warm-up</journal-title></journal-title-group><issn pub-type="epub">0000-0000</issn><publisher><publisher-name>Masthead</publisher-name></publisher></journal-meta>
<article-meta>
<article-id pub-id-type="doi">10.0000/warm-up</article-id>
<article-categories><subj-group subj-group-type="heading"><subject>Research</subject></subj-group></article-categories>
<title-group><article-title>Warming the <italic>parser</italic> up</article-title><trans-title-group xml:lang="zh"><trans-title>预热</trans-title></trans-title-group></title-group>
<contrib-group>
<contrib contrib-type="author" corresp="yes"><contrib-id contrib-id-type="orcid">https://orcid.org/0000-0002-1825-0097</contrib-id><name><surname>Doe</surname><given-names>Jane</given-names></name><xref ref-type="aff" rid="aff1">1</xref><email>jane@example.org</email></contrib>
<contrib contrib-type="author"><name><surname>Roe</surname><given-names>Richard</given-names></name><xref ref-type="aff" rid="aff1">1</xref></contrib>
</contrib-group>
<author-notes><corresp id="c1">Correspondence: <email>jane@example.org</email></corresp><fn fn-type="con"><p>Contributed equally.</p></fn></author-notes>
<aff id="aff1"><label>1</label><institution>Example University</institution>, <country>China</country></aff>
<pub-date pub-type="epub"><day>02</day><month>03</month><year>2024</year></pub-date>
<volume>1</volume><issue>2</issue><fpage>10</fpage><lpage>20</lpage>
<history><date date-type="received"><day>01</day><month>01</month><year>2024</year></date><date date-type="sent-for-review"><day>05</day><month>01</month><year>2024</year></date></history>
<permissions><copyright-statement>© 2024 the authors</copyright-statement><license license-type="open-access" xlink:href="https://creativecommons.org/licenses/by/4.0/"><license-p>CC BY 4.0</license-p></license></permissions>
<abstract><sec><title>Background</title><p>An abstract with <bold>bold</bold> and <sup>2</sup> text.</p></sec></abstract>
<kwd-group kwd-group-type="author"><kwd>warm-up</kwd><kwd>parser</kwd></kwd-group>
<funding-group><award-group><funding-source>A fund</funding-source><award-id>1</award-id></award-group></funding-group>
</article-meta>
</front>
<body>
<sec id="s1"><title>Introduction</title><p>Text citing <xref ref-type="bibr" rid="r1">[1]</xref> and <xref ref-type="fig" rid="f1">Figure 1</xref>, with <inline-formula><mml:math><mml:mi>x</mml:mi><mml:mo>=</mml:mo><mml:mn>1</mml:mn></mml:math></inline-formula>.</p>
<list list-type="bullet"><list-item><p>One</p></list-item><list-item><p>Two</p></list-item></list>
<disp-formula id="e1"><label>(1)</label><mml:math><mml:mrow><mml:msup><mml:mi>E</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:mrow></mml:math></disp-formula>
<fig id="f1"><label>Figure 1</label><caption><title>A figure.</title><p>Its caption.</p></caption><graphic xlink:href="f1.png"/></fig>
<table-wrap id="t1"><label>Table 1</label><caption><title>A table.</title></caption><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table><table-wrap-foot><fn><p>A note.</p></fn></table-wrap-foot></table-wrap>
<sec id="s1-1"><title>Part<break/>with a line break</title><p>More <ext-link ext-link-type="uri" xlink:href="https://example.org">text</ext-link>, and MathML in running text: <mml:math><mml:mi>y</mml:mi><mml:mo>&gt;</mml:mo><mml:mn>0</mml:mn></mml:math>.</p></sec>
</sec>
${range(6).map(section).join('\n')}
<boxed-text id="box1"><caption><title>Box 1</title></caption><p>Boxed text.</p></boxed-text>
<disp-quote><p>A quotation.</p><attrib>Someone</attrib></disp-quote>
<def-list><def-item><term>Term</term><def><p>Its definition.</p></def></def-item></def-list>
<fig-group id="fg1"><fig id="f2"><label>Figure 2</label><caption><title>Another figure.</title><p>With <italic>italic</italic>.</p></caption><alternatives><graphic xlink:href="f2.tif"/><graphic xlink:href="f2.png"/></alternatives><object-id pub-id-type="doi">10.0000/warm-up.f2</object-id></fig></fig-group>
<table-wrap id="t2"><label>Table 2</label><caption><p>A wider table.</p></caption><table frame="hsides"><colgroup><col align="left"/><col align="center"/></colgroup><thead><tr><th rowspan="2">Name</th><th colspan="2">Values</th></tr></thead><tbody>${range(12).map((n) => `<tr><td align="left" valign="top" style="text-align:left; background-color:#eeeeee">Row <italic>${n}</italic></td><td style="font-weight:bold">${n}.5<sup>a</sup></td><td align="right"><bold>${n}</bold> &#x00B1; 0.${n}</td></tr>`).join('')}</tbody></table></table-wrap>
<disp-formula id="eg"><label>(9)</label><graphic xlink:href="eq9.png"/></disp-formula>
<supplementary-material id="sd1"><label>Supplementary file 1</label><caption><p>Data.</p></caption><media xlink:href="sd1.xlsx" mimetype="application" mime-subtype="xlsx"/></supplementary-material>
</body>
<back>
<ack><p>Thanks.</p></ack>
<app-group><app id="app1"><title>Appendix 1</title><p>Appendix text.</p></app></app-group>
<notes notes-type="competing-interests"><p>None.</p></notes>
<fn-group><fn id="fn1"><p>A footnote.</p></fn></fn-group>
<ref-list><title>References</title>
<ref id="r0a"><label>0a</label><element-citation publication-type="journal"><person-group person-group-type="author"><name><surname>Smith</surname><given-names>A</given-names></name></person-group><article-title>A paper</article-title><source>A Journal</source><year>2020</year><volume>1</volume><fpage>1</fpage><lpage>2</lpage><pub-id pub-id-type="doi">10.0000/paper</pub-id></element-citation></ref>
<ref id="r0b"><label>0b</label><mixed-citation publication-type="book">Jones B. <source>A book</source>. Publisher; 2019.</mixed-citation></ref>
${range(40).map(reference).join('\n')}
</ref-list>
</back>
${['editor-report', 'referee-report', 'author-comment'].map((type, n) => `<sub-article id="sa${n}" article-type="${type}"><front-stub><article-id pub-id-type="doi">10.0000/warm-up.sa${n}</article-id><title-group><article-title>${type}</article-title></title-group><contrib-group><contrib contrib-type="author"><name><surname>Editor</surname><given-names>E</given-names></name><role specific-use="editor">Reviewing Editor</role></contrib><contrib contrib-type="author"><anonymous/><role specific-use="referee">Reviewer</role></contrib></contrib-group><kwd-group kwd-group-type="evidence-strength"><kwd>Solid</kwd></kwd-group></front-stub><body><p>A <bold>solid</bold> report ${n}.</p><p>It cites <xref ref-type="bibr" rid="r1">1</xref>.</p></body></sub-article>`).join('\n')}
</article>`;
