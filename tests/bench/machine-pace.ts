import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { xmlFilesOf } from './ingest-rate.ts';

/** Passes over the files before the timed ones: the parser compiled, as it is in a warm process. */
const warmPasses = 5;
const timedPasses = 7;

/**
 * How fast this machine runs just now: the median time, in ms, of one pass of a fixed piece of work — the XML parser
 * the ingest uses (saxes, alone: a change to the ingest's own code does not move it) over the XML files of `folder`,
 * warm, in this process. Lower is faster. Taken beside the ingest's runs, it shows whether a rate was measured while
 * the machine was busy: a shared machine's speed swings from minute to minute (the same ingest code measured 25 and 60
 * articles/s within the hour here).
 */
export function machinePaceMs(folder: string): number {
  const texts = xmlFilesOf(folder).map((name) => readFileSync(join(folder, name), 'utf8'));
  const pass = () => {
    for (const text of texts) new SaxesParser({ xmlns: false, position: true }).write(text).close();
  };
  for (let index = 0; index < warmPasses; index += 1) pass();
  const times: number[] = [];
  for (let index = 0; index < timedPasses; index += 1) {
    const started = performance.now();
    pass();
    times.push(performance.now() - started);
  }
  return Number(times.sort((a, b) => a - b)[Math.floor(timedPasses / 2)]!.toFixed(1));
}
