import { describe, expect, it } from 'vitest';
import { crossrefSchemaErrors } from '../../../tests/support/crossref-validation.ts';

/**
 * The deposit schema the tests validate against (tests/fixtures/crossref/, written from Crossref's documentation)
 * holds Crossref's documented rules: a deposit that breaks one of them fails, so a valid deposit means something.
 */

const valid = `<?xml version="1.0" encoding="UTF-8"?>
<doi_batch xmlns="http://www.crossref.org/schema/5.4.0" xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1"
  xmlns:fr="http://www.crossref.org/fundref.xsd" xmlns:ai="http://www.crossref.org/AccessIndicators.xsd" version="5.4.0">
<head><doi_batch_id>optics-issue-1205-20260101120000000</doi_batch_id><timestamp>20260101120000000</timestamp>
<depositor><depositor_name>Masthead</depositor_name><email_address>deposits@example.org</email_address></depositor>
<registrant>Optics Frontier Editorial Office</registrant></head>
<body><journal>
<journal_metadata language="zh"><full_title>Optics Frontier</full_title><abbrev_title>Opt. Front.</abbrev_title>
<issn media_type="print">1000-0003</issn><issn media_type="electronic">2097-0129</issn></journal_metadata>
<journal_issue><publication_date media_type="print"><month>02</month><day>25</day><year>2026</year></publication_date>
<journal_volume><volume>46</volume></journal_volume><issue>2</issue></journal_issue>
<journal_article publication_type="full_text" language="zh">
<titles><title>Dark-current suppression</title><original_language_title language="zh">暗电流抑制</original_language_title></titles>
<contributors><person_name sequence="first" contributor_role="author"><given_name>Wanqing</given_name><surname>SU</surname>
<affiliations><institution><institution_name>Wangshu Laboratory</institution_name></institution></affiliations>
<ORCID>https://orcid.org/0000-0002-1825-0097</ORCID></person_name>
<organization sequence="additional" contributor_role="author">Wangshu Collaboration</organization></contributors>
<jats:abstract xml:lang="en"><jats:p>Dark current <jats:italic>falls</jats:italic>.</jats:p><jats:sec><jats:title>Methods</jats:title><jats:p>Cooling.</jats:p></jats:sec></jats:abstract>
<publication_date media_type="online"><month>01</month><day>13</day><year>2026</year></publication_date>
<acceptance_date><month>12</month><day>07</day><year>2025</year></acceptance_date>
<pages><first_page>17</first_page><last_page>25</last_page></pages>
<publisher_item><item_number>10013</item_number></publisher_item>
<fr:program name="fundref"><fr:assertion name="fundgroup"><fr:assertion name="funder_name">NSFC<fr:assertion name="funder_identifier">https://doi.org/10.13039/501100001809</fr:assertion></fr:assertion><fr:assertion name="award_number">62574102</fr:assertion></fr:assertion></fr:program>
<ai:program name="AccessIndicators"><ai:free_to_read/><ai:license_ref applies_to="vor" start_date="2026-01-13">https://creativecommons.org/licenses/by/4.0/</ai:license_ref></ai:program>
<doi_data><doi>10.3788/OF202646.0201003</doi><resource>https://journals.example.org/optics/zh/article/10013/</resource></doi_data>
<citation_list><citation key="b1"><doi>10.1038/ng.2991</doi><cYear>2014</cYear></citation><citation key="b2"><unstructured_citation>Smith J. A book. 2004.</unstructured_citation></citation></citation_list>
</journal_article></journal></body></doi_batch>`;

describe('the Crossref deposit schema of the tests', () => {
  it('holds a deposit that keeps the rules', async () => {
    expect(await crossrefSchemaErrors([valid])).toEqual([]);
  });

  it.each([
    ['an article whose pages come before its publication date', (xml: string) => xml.replace(/(<publication_date media_type="online">.*?<\/publication_date>)(.*?)(<pages>.*?<\/pages>)/s, '$3$2$1')],
    ['an article without a DOI', (xml: string) => xml.replace(/<doi>10\.3788[^<]*<\/doi>/, '')],
    ['a DOI with a three-digit prefix', (xml: string) => xml.replace('10.3788/OF202646.0201003', '10.378/OF202646.0201003')],
    ['an ISSN of seven digits', (xml: string) => xml.replace('1000-0003', '1000-003')],
    ['a journal without an ISSN', (xml: string) => xml.replace(/<issn[^>]*>[^<]*<\/issn>/g, '')],
    ['a month of one digit', (xml: string) => xml.replace('<month>01</month>', '<month>1</month>')],
    ['a thirteenth month', (xml: string) => xml.replace('<month>01</month>', '<month>13</month>')],
    ['a two-digit year', (xml: string) => xml.replace('<year>2025</year>', '<year>25</year>')],
    ['a person without a surname', (xml: string) => xml.replace('<surname>SU</surname>', '')],
    ['a contributor without a sequence', (xml: string) => xml.replace('sequence="first" ', '')],
    ['a contributor role the schema does not know', (xml: string) => xml.replace('contributor_role="author">Wangshu', 'contributor_role="writer">Wangshu')],
    ['an ORCID iD that is not its address', (xml: string) => xml.replace('https://orcid.org/0000-0002-1825-0097', '0000-0002-1825-0097')],
    ['a free-text affiliation (removed in 5.3.0)', (xml: string) => xml.replace(/<affiliations>.*?<\/affiliations>/s, '<affiliation>Wangshu Laboratory</affiliation>')],
    ['two references with one key', (xml: string) => xml.replace('key="b2"', 'key="b1"')],
    ['a landing page that is not a web address', (xml: string) => xml.replace('https://journals.example.org/optics/zh/article/10013/', 'javascript:alert(1)')],
    ['an abstract with a paragraph after its sections', (xml: string) => xml.replace('</jats:sec></jats:abstract>', '</jats:sec><jats:p>Late.</jats:p></jats:abstract>')],
    ['a licence for a version the schema does not know', (xml: string) => xml.replace('applies_to="vor"', 'applies_to="draft"')],
    ['a batch of another schema version', (xml: string) => xml.replace('version="5.4.0">', 'version="5.3.1">')],
    ['a head without a registrant', (xml: string) => xml.replace(/<registrant>.*?<\/registrant>/, '')],
  ])('refuses %s', async (_rule, mutate) => {
    const broken = mutate(valid);
    expect(broken).not.toBe(valid);
    expect(await crossrefSchemaErrors([broken])).not.toEqual([]);
  });
});
