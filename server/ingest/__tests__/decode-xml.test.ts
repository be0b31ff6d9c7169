import { describe, expect, it } from 'vitest';
import { decodeXml } from '../xml/decode-xml.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('decodeXml', () => {
  it('reads UTF-8 by default, with or without a byte-order mark', () => {
    expect(decodeXml(new TextEncoder().encode('<article>Pirenópolis</article>'))).toBe('<article>Pirenópolis</article>');
    expect(decodeXml(bytes([0xef, 0xbb, 0xbf], '<article/>'))).toBe('<article/>');
  });

  it('reads the encoding the XML declaration names', () => {
    expect(decodeXml(bytes('<?xml version="1.0" encoding="ISO-8859-1"?><a>', [0xe9], '</a>'))).toContain('<a>é</a>');
  });

  it('rejects bytes that are not valid in the encoding, and encodings it does not know', () => {
    expect(() => decodeXml(bytes('<a>', [0xe9], '</a>'))).toThrow('not valid utf-8 text');
    expect(() => decodeXml(bytes('<?xml version="1.0" encoding="x-unknown"?><a/>'))).toThrow('unsupported character encoding "x-unknown"');
  });
});
