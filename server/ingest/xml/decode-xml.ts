import { RejectedInput } from '../rejected-input.ts';

/**
 * The text of an XML file from its bytes: the encoding is the byte-order mark's, else the XML declaration's, else
 * UTF-8. Bytes that are not valid in that encoding reject the file rather than turn into replacement characters.
 */
export function decodeXml(bytes: Uint8Array): string {
  const label = encodingOf(bytes);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new RejectedInput(`unsupported character encoding "${label}"`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new RejectedInput(`not valid ${label} text`);
  }
}

function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^(\u00EF\u00BB\u00BF)?<\?xml[^>]*\sencoding=["']([\w.:-]+)["']/.exec(head)?.[2]?.toLowerCase() ?? 'utf-8';
}
