import { describe, expect, it } from 'vitest';
import { TableChecksum } from '../table-checksum.ts';

const columns = ['id', 'name'];
const checksumOf = (rows: Record<string, unknown>[]) => {
  const checksum = new TableChecksum();
  for (const row of rows) checksum.add(row, columns);
  return checksum;
};

describe('TableChecksum', () => {
  it('is the same whatever order the rows are read in', () => {
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: '光' },
      { id: 3, name: null },
    ];
    expect(checksumOf(rows).digest).toBe(checksumOf([...rows].reverse()).digest);
    expect(checksumOf(rows).rows).toBe(3);
  });

  it('tells a lost, changed or extra row, and a null from the text "null"', () => {
    const rows = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    const digest = checksumOf(rows).digest;
    expect(checksumOf(rows.slice(1)).digest).not.toBe(digest);
    expect(checksumOf([rows[0]!, { id: 2, name: 'B' }]).digest).not.toBe(digest);
    expect(checksumOf([...rows, rows[0]!]).digest).not.toBe(digest);
    expect(checksumOf([{ id: 1, name: null }]).digest).not.toBe(checksumOf([{ id: 1, name: 'null' }]).digest);
    expect(checksumOf([{ id: 1, name: 'ab' }]).digest).not.toBe(checksumOf([{ id: '1a', name: 'b' }]).digest);
  });
});
