import { readFileSync } from 'node:fs';

/** A process's resident set size in MB, from /proc (Linux); undefined when the process is gone. */
export function residentMegabytes(pid: number): number | undefined {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}

export type MemoryFigures = { startMb: number; maxMb: number; endMb: number; firstHalfMaxMb: number; secondHalfMaxMb: number; samples: number };

/** Samples a process's RSS every `intervalMs` from now until `stop()`, which answers the figures. */
export function sampleMemory(pid: number, intervalMs = 1000): { stop: () => MemoryFigures } {
  const samples: number[] = [];
  const sample = () => {
    const megabytes = residentMegabytes(pid);
    if (megabytes !== undefined) samples.push(megabytes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      const half = Math.floor(samples.length / 2);
      const round = (value: number) => Math.round(value * 10) / 10;
      return {
        startMb: round(samples[0] ?? 0),
        maxMb: round(Math.max(...samples)),
        endMb: round(samples.at(-1) ?? 0),
        firstHalfMaxMb: round(Math.max(...samples.slice(0, Math.max(1, half)))),
        secondHalfMaxMb: round(Math.max(...samples.slice(half))),
        samples: samples.length,
      };
    },
  };
}
