import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageFixtureFiles } from './image-fixture-files.ts';

/** `npx tsx tests/support/write-image-fixture.ts`: (re)writes the binary files of tests/fixtures/jats-with-images. */
const folder = join(import.meta.dirname, '..', 'fixtures', 'jats-with-images');
for (const [name, bytes] of Object.entries(imageFixtureFiles())) {
  writeFileSync(join(folder, name), bytes);
  process.stdout.write(`${name}: ${bytes.length} bytes\n`);
}
