/**
 * A small JATS article using the parts most articles use — authors and affiliations, abstract, keywords, sections,
 * a figure, a table, a formula, a list, references — that a parsing thread reads as it starts (parse-worker.ts), so
 * that the parser and the content model's checks have run over each kind of element before the first real file.
 */
export const warmUpArticle = `<?xml version="1.0" encoding="UTF-8"?>
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
<aff id="aff1"><label>1</label><institution>Example University</institution>, <country>China</country></aff>
<pub-date pub-type="epub"><day>02</day><month>03</month><year>2024</year></pub-date>
<volume>1</volume><issue>2</issue><fpage>10</fpage><lpage>20</lpage>
<history><date date-type="received"><day>01</day><month>01</month><year>2024</year></date></history>
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
<sec id="s1-1"><title>Part</title><p>More <ext-link ext-link-type="uri" xlink:href="https://example.org">text</ext-link>.</p></sec>
</sec>
</body>
<back>
<ack><p>Thanks.</p></ack>
<fn-group><fn id="fn1"><p>A footnote.</p></fn></fn-group>
<ref-list><title>References</title>
<ref id="r1"><label>1</label><element-citation publication-type="journal"><person-group person-group-type="author"><name><surname>Smith</surname><given-names>A</given-names></name></person-group><article-title>A paper</article-title><source>A Journal</source><year>2020</year><volume>1</volume><fpage>1</fpage><lpage>2</lpage><pub-id pub-id-type="doi">10.0000/paper</pub-id></element-citation></ref>
<ref id="r2"><label>2</label><mixed-citation publication-type="book">Jones B. <source>A book</source>. Publisher; 2019.</mixed-citation></ref>
</ref-list>
</back>
</article>`;
