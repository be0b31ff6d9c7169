import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { assembleBootstrap } from '../../bootstrap/assemble-bootstrap.ts';
import { ConfigStore } from '../../config/config-store.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { directBackEnd } from '../direct-back-end.ts';

/** The renderer's in-process back end (RenderInput.direct): what `GET /rc-pub/front/bootstrap` answers, by function call. */
let handle: DatabaseHandle;
const store = new ConfigStore('site-configs');
let context: { store: ConfigStore; db: DatabaseHandle['db']; development: boolean };

beforeAll(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  context = { store, db: handle.db, development: false };
});
afterAll(async () => {
  await handle.close();
});

const granting = JSON.parse(JSON.stringify(store.bySld('ecology')!.access.referrerGrantHosts)) as string[];

describe('directBackEnd().bootstrap', () => {
  it('answers the bootstrap the API route assembles, for a site by sld and by the host it was reached at', async () => {
    const direct = directBackEnd(context, async () => 'g1');
    const expected = await assembleBootstrap(context, { config: store.bySld('optics')! });
    expect(expected.kind).toBe('bootstrap');
    const bySld = await direct.bootstrap({ sld: 'optics' }, undefined);
    expect(bySld).toEqual({ ok: true, data: expected.kind === 'bootstrap' ? expected.bootstrap : undefined });
    // A host no site names is the deployment's default site, as over HTTP.
    const byHost = await direct.bootstrap({ domain: 'nobody.example' }, undefined);
    expect(byHost.ok && byHost.data.site.sld).toBe(store.defaultSite()!.site.sld);
  });

  it('refuses an unknown sld with the API’s status, as a reply the page loader turns into its 403 page', async () => {
    const direct = directBackEnd(context, async () => 'g1');
    const answer = await direct.bootstrap({ sld: 'no-such-site' }, undefined);
    expect(answer).toMatchObject({ ok: false, status: statusCodes.siteNotFound });
  });

  it('grants visits per page from its referrer, though the bootstrap is kept', async () => {
    expect(granting.length).toBeGreaterThan(0);
    // A copy of the sample sites where ecology grants visits only to readers its listed hosts send.
    const dir = mkdtempSync(join(tmpdir(), 'direct-back-end-'));
    try {
      cpSync('site-configs', dir, { recursive: true });
      const accessFile = join(dir, 'ecology', 'access.json');
      writeFileSync(accessFile, JSON.stringify({ ...JSON.parse(readFileSync(accessFile, 'utf8')), visitPower: 0 }));
      const direct = directBackEnd({ ...context, store: new ConfigStore(dir) }, async () => 'g1');
      const visits = async (referrer: string | undefined) => {
        const answer = await direct.bootstrap({ sld: 'ecology' }, referrer);
        return answer.ok && answer.data.access.visitPower;
      };
      expect(await visits(undefined)).toBe(false);
      expect(await visits(`https://${granting[0]}/some/page`)).toBe(true);
      expect(await visits('https://elsewhere.example/')).toBe(false);
      expect(await visits(undefined)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a site’s bootstrap while the generation holds and its time has not run out, and assembles it again after', async () => {
    let generation = 'g1';
    let now = 0;
    const direct = directBackEnd(context, async () => generation, () => now);
    const periodsOf = async () => {
      const answer = await direct.bootstrap({ sld: 'optics' }, undefined);
      return answer.ok ? answer.data.latestPeriods : undefined;
    };
    const first = await periodsOf();
    expect(await periodsOf()).toBe(first);
    generation = 'g2';
    const afterChange = await periodsOf();
    expect(afterChange).toEqual(first);
    expect(afterChange).not.toBe(first);
    now = 60_000;
    expect(await periodsOf()).not.toBe(afterChange);
  });
});
