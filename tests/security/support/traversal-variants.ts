/**
 * Ways to write "climb `ups` folders, then read `path`" that a file route might not recognise as a climb: plain and
 * percent-encoded dots and slashes, double encoding, backslashes, overlong UTF-8, Unicode look-alikes, null bytes,
 * absolute and `file:` paths, /proc links, long and doubled paths. Each is written as the raw bytes a request line
 * carries (tests/security/support/raw-http.ts sends them unchanged).
 */
export type TraversalVariant = { name: string; write: (ups: number, path: string) => string };

const repeat = (step: string, times: number) => step.repeat(times);
const encodeSlashes = (path: string, slash: string) => path.split('/').join(slash);

export const traversalVariants: TraversalVariant[] = [
  { name: '../', write: (ups, path) => repeat('../', ups) + path },
  { name: '..%2f', write: (ups, path) => repeat('..%2f', ups) + encodeSlashes(path, '%2f') },
  { name: '..%2F', write: (ups, path) => repeat('..%2F', ups) + path },
  { name: '%2e%2e/', write: (ups, path) => repeat('%2e%2e/', ups) + path },
  { name: '%2e%2e%2f', write: (ups, path) => repeat('%2e%2e%2f', ups) + encodeSlashes(path, '%2f') },
  { name: '%2E%2E%2F', write: (ups, path) => repeat('%2E%2E%2F', ups) + encodeSlashes(path, '%2F') },
  { name: '.%2e/', write: (ups, path) => repeat('.%2e/', ups) + path },
  { name: '%2e./', write: (ups, path) => repeat('%2e./', ups) + path },
  { name: '%252e%252e%252f (double)', write: (ups, path) => repeat('%252e%252e%252f', ups) + encodeSlashes(path, '%252f') },
  { name: '..%252f (double)', write: (ups, path) => repeat('..%252f', ups) + path },
  { name: '%25%32%65%25%32%65%25%32%66 (double, every byte)', write: (ups, path) => repeat('%25%32%65%25%32%65%25%32%66', ups) + path },
  { name: '..\\ (raw backslash)', write: (ups, path) => repeat('..\\', ups) + encodeSlashes(path, '\\') },
  { name: '..%5c', write: (ups, path) => repeat('..%5c', ups) + encodeSlashes(path, '%5c') },
  { name: '%2e%2e%5c', write: (ups, path) => repeat('%2e%2e%5c', ups) + path },
  { name: '..%255c (double)', write: (ups, path) => repeat('..%255c', ups) + path },
  { name: '....// (stripped once)', write: (ups, path) => repeat('....//', ups) + path },
  { name: '..../', write: (ups, path) => repeat('..../', ups) + path },
  { name: '..;/', write: (ups, path) => repeat('..;/', ups) + path },
  { name: '..//', write: (ups, path) => repeat('..//', ups) + path },
  { name: './../', write: (ups, path) => repeat('./../', ups) + path },
  { name: '%c0%ae%c0%ae/ (overlong dot)', write: (ups, path) => repeat('%c0%ae%c0%ae/', ups) + path },
  { name: '..%c0%af (overlong slash)', write: (ups, path) => repeat('..%c0%af', ups) + path },
  { name: '..%c1%9c (overlong backslash)', write: (ups, path) => repeat('..%c1%9c', ups) + path },
  { name: '%e0%80%ae%e0%80%ae/ (3-byte overlong)', write: (ups, path) => repeat('%e0%80%ae%e0%80%ae/', ups) + path },
  { name: '%u002e%u002e%u2215 (IIS)', write: (ups, path) => repeat('%u002e%u002e%u2215', ups) + path },
  { name: '．．／ fullwidth, raw', write: (ups, path) => repeat('．．／', ups) + path },
  { name: '%ef%bc%8e%ef%bc%8e%ef%bc%8f fullwidth, encoded', write: (ups, path) => repeat('%ef%bc%8e%ef%bc%8e%ef%bc%8f', ups) + path },
  { name: '‥/ two-dot leader', write: (ups, path) => repeat('%e2%80%a5/', ups) + path },
  { name: '..∕ division slash', write: (ups, path) => repeat('..%e2%88%95', ups) + path },
  { name: '..%00/ null in the climb', write: (ups, path) => repeat('..%00/', ups) + path },
  { name: 'null byte before an allowed extension', write: (ups, path) => `${repeat('../', ups)}${path}%00.png` },
  { name: 'null byte at the end', write: (ups, path) => `${repeat('%2e%2e%2f', ups)}${path}%00` },
  { name: '..%09/ tab', write: (ups, path) => repeat('..%09/', ups) + path },
  { name: '..%0a/ newline', write: (ups, path) => repeat('..%0a/', ups) + path },
  { name: 'absolute /path', write: (_ups, path) => `/${path}` },
  { name: 'absolute %2fpath', write: (_ups, path) => `%2f${encodeSlashes(path, '%2f')}` },
  { name: 'absolute //path', write: (_ups, path) => `//${path}` },
  { name: 'file:///path', write: (_ups, path) => `file:///${path}` },
  { name: 'file%3a%2f%2f%2fpath', write: (_ups, path) => `file%3a%2f%2f%2f${encodeSlashes(path, '%2f')}` },
  { name: 'C:\\ drive', write: (ups, path) => `C:\\${repeat('..\\', ups)}${encodeSlashes(path, '\\')}` },
  { name: '\\\\localhost\\ UNC', write: (_ups, path) => `%5c%5clocalhost%5c${encodeSlashes(path, '%5c')}` },
  { name: 'a long path of ./ then the climb', write: (ups, path) => `${repeat('./', 2000)}${repeat('../', ups)}${path}` },
  { name: 'a long path of x/../ (each name cancelled)', write: (ups, path) => `${repeat('x/../', 500)}${repeat('../', ups)}${path}` },
  { name: '/proc/self/root (symlink to /)', write: (ups, path) => `${repeat('../', ups)}proc/self/root/${path}` },
  { name: '/proc/self/cwd (symlink to the server folder), encoded', write: (ups, path) => `${repeat('%2e%2e%2f', ups)}proc%2fself%2froot%2f${encodeSlashes(path, '%2f')}` },
  { name: '/dev/fd/../ (symlink then climb)', write: (ups, path) => `${repeat('../', ups)}dev/fd/../../${path}` },
];
