import { parseArgs } from 'node:util';
import type { ColumnRef, IssueRef, PlacementRequest } from '../../schemas/ingest/placement.ts';
import { parsePlacement } from '../ingest/placement/placement-request.ts';
import { RejectedInput } from '../ingest/rejected-input.ts';

export const ingestUsage = `usage: npm run ingest -- --site <sld> [placement] <file.xml | package.zip | folder>…
  --journal <id>                     the site's journal (default: where the article already is, else the site's first)
  --issue <id | year/volume/number>  the issue, which must exist (2025/32/111; 2025//3 for one without a volume);
                                     default: the issue the file names
  --stage <issue | online-first | just-accepted>   default issue
  --column <id | name>               the journal's column, by id or by its name in either language
  --create-issues                    create an issue that year/volume/number names when the journal lacks it
Re-importing a DOI the site has updates that article in place (where it is, unless placed anew).`;

export type IngestArguments = { sld: string; paths: string[]; placement: PlacementRequest };

/** The command's arguments; throws RejectedInput saying what is wrong (the caller prints it with the usage). */
export function readIngestArguments(args: string[]): IngestArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        site: { type: 'string' },
        journal: { type: 'string' },
        issue: { type: 'string' },
        column: { type: 'string' },
        stage: { type: 'string' },
        'create-issues': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new RejectedInput(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (!values.site) throw new RejectedInput('--site <sld> is required');
  if (positionals.length === 0) throw new RejectedInput('name at least one file, package or folder to import');
  if (values.journal !== undefined && !/^\d{1,15}$/.test(values.journal)) throw new RejectedInput(`--journal: "${values.journal}" is not a journal id`);
  const stage = values.stage;
  if (stage !== undefined && stage !== 'issue' && stage !== 'online-first' && stage !== 'just-accepted') {
    throw new RejectedInput(`--stage: "${stage}" is not one of issue, online-first, just-accepted`);
  }
  const placement = parsePlacement({
    journalId: values.journal === undefined ? undefined : Number(values.journal),
    stage,
    issue: values.issue === undefined ? undefined : issueArgument(values.issue),
    column: values.column === undefined ? undefined : columnArgument(values.column),
    createIssues: values['create-issues'] ?? false,
  });
  return { sld: values.site, paths: positionals, placement };
}

function issueArgument(value: string): IssueRef {
  if (/^\d{1,15}$/.test(value)) return { id: Number(value) };
  const numbered = /^(\d{4})\/([^/]*)\/([^/]+)$/.exec(value.trim());
  if (!numbered) throw new RejectedInput(`--issue: "${value}" is neither an issue id nor year/volume/number (such as 2025/32/111, or 2025//3 without a volume)`);
  const year = Number(numbered[1]);
  if (year < 1800 || year > 2200) throw new RejectedInput(`--issue: ${year} is not a plausible year`);
  return { year, volume: numbered[2]!.trim(), number: numbered[3]!.trim() };
}

function columnArgument(value: string): ColumnRef {
  if (value.trim() === '') throw new RejectedInput('--column: give a column id or name');
  return /^\d{1,15}$/.test(value) ? { id: Number(value) } : { name: value };
}
