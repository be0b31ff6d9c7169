import { describe, expect, it } from 'vitest';
import { deskUploadLimits } from '../../../../schemas/desk/desk-upload.ts';
import { zipLimits } from '../../../ingest/package/extract-zip.ts';
import { defaultMaxFileBytes } from '../../../ingest/package/stage-package.ts';
import { UploadProgressBoard } from '../upload-progress.ts';

describe('UploadProgressBoard', () => {
  it("tells an upload's own account on its own site how far it got, and no one else", () => {
    const board = new UploadProgressBoard();
    const report = board.follow(1, 101, 'upload-one');
    report.set({ phase: 'reading', done: 0, total: 3 });
    report.step();
    report.step();
    expect(board.read(1, 101, 'upload-one')).toEqual({ phase: 'reading', done: 2, total: 3 });
    expect(board.read(2, 101, 'upload-one')).toBeUndefined();
    expect(board.read(1, 102, 'upload-one')).toBeUndefined();
    report.end('done');
    expect(board.read(1, 101, 'upload-one')).toEqual({ phase: 'done', done: 3, total: 3 });
  });

  it('forgets an upload a minute after it ended, and follows none without an id', () => {
    let now = 0;
    const board = new UploadProgressBoard(() => now);
    board.follow(1, 101, 'upload-two').end('refused');
    now = 59_000;
    expect(board.read(1, 101, 'upload-two')?.phase).toBe('refused');
    now = 61_000;
    expect(board.read(1, 101, 'upload-two')).toBeUndefined();
    board.follow(1, 101, undefined).set({ phase: 'storing', done: 0, total: 1 });
    expect(board.read(1, 101, 'undefined')).toBeUndefined();
  });
});

describe('deskUploadLimits', () => {
  it("are the ingest's own limits, which the back office checks before sending", () => {
    expect(deskUploadLimits.package).toBe(zipLimits.maxZipBytes);
    expect(deskUploadLimits.jats).toBe(defaultMaxFileBytes);
    expect(deskUploadLimits.pdf).toBe(defaultMaxFileBytes);
  });
});
