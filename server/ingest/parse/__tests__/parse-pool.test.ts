import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir } from '../../__tests__/fixture-xml.ts';
import { readJatsDocument } from '../../read-jats.ts';
import { RejectedInput } from '../../rejected-input.ts';
import { JatsParsePool } from '../parse-pool.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'masthead-parse-pool-'));
  writeFileSync(join(folder, 'book.xml'), '<book><book-meta/></book>');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('JatsParsePool', () => {
  for (const threads of [2, 0]) {
    it(`reads files as the ingest does, in ${threads || 'no'} thread(s) of its own, refusing what is not JATS alike`, async () => {
      const pool = new JatsParsePool(threads);
      try {
        await pool.loaded();
        const names = ['elife-04490.xml', 'peerj-182.xml', 'pmgp-v3i2-107-acupuncture-en.xml'];
        const read = await Promise.all(names.map((name) => pool.read(join(fixtureDir, name))));
        for (const [index, file] of read.entries()) {
          const direct = readJatsDocument(join(fixtureDir, names[index]!));
          expect(file.content).toEqual(JSON.parse(JSON.stringify(direct.content)));
          expect([file.xml, file.front]).toEqual([direct.xml, direct.front]);
          if (threads > 0) expect(file.json).toBe(JSON.stringify(direct.content));
        }
        const refused = await pool.read(join(folder, 'book.xml')).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(RejectedInput);
        expect((refused as Error).message).toBe('the root element is <book>, not <article>: not a JATS article');
        await expect(pool.read(join(folder, 'none.xml'))).rejects.toThrow('no such file');
        expect(pool.lost).toBeNull();
      } finally {
        await pool.close();
      }
    }, 60_000);
  }

  it('grows: the threads it has go on, and the new ones share the files', async () => {
    // Stand-in threads that say they are ready and answer each file with the id of the thread that read it.
    const started: Worker[] = [];
    const standIn = () => {
      const worker = new Worker(
        "const { parentPort, threadId } = require('node:worker_threads'); parentPort.postMessage({ kind: 'ready' }); parentPort.on('message', ({ id }) => parentPort.postMessage({ kind: 'read', id, ok: true, xml: String(threadId), front: null, json: '{}', searchTerms: [] }));",
        { eval: true },
      );
      started.push(worker);
      return worker;
    };
    const pool = new JatsParsePool(1, { startThread: standIn });
    try {
      await pool.loaded();
      const first = started[0]!.threadId;
      pool.growTo(3);
      pool.growTo(2);
      expect([pool.size, started.length]).toEqual([3, 3]);
      await pool.loaded();
      const readers = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(async (name) => Number((await pool.read(join(folder, `${name}.xml`))).xml)));
      expect(new Set(readers)).toEqual(new Set(started.map((worker) => worker.threadId)));
      expect(readers).toContain(first);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('reads the files sent to a thread that fails, and those queued behind them, in the calling thread', async () => {
    // A thread that fails on the first file it is sent, with a second already sent to it and a third still queued.
    const failing = () => new Worker("require('node:worker_threads').parentPort.on('message', () => { throw new Error('out of order'); });", { eval: true });
    const pool = new JatsParsePool(1, { startThread: failing });
    try {
      const names = ['elife-04490.xml', 'peerj-182.xml', 'pmgp-v3i2-107-acupuncture-en.xml'];
      const read = await Promise.all(names.map((name) => pool.read(join(fixtureDir, name))));
      expect(read.map((file) => file.content.doi)).toEqual(names.map((name) => readJatsDocument(join(fixtureDir, name)).content.doi));
      expect(pool.lost).toBe('a parsing thread failed (out of order); files are read in the main thread');
      await pool.loaded();
    } finally {
      await pool.close();
    }
  }, 60_000);
});
