import autocannon from 'autocannon';

/** How a warm-up went: its length, the rate of each window (req/s), and whether the rate settled before the cap. */
export type WarmUp = { seconds: number; rates: number[]; steady: boolean };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * Loads a URL in windows of `windowSeconds` until its rate settles: the mean of the last three windows within
 * `tolerance` of the three before them (at least six windows, at most `maxSeconds`). A compiled server's JIT keeps
 * compiling for ten seconds and more under this load, and each of N workers is warmed by 1/N of the requests: a
 * fixed short warm-up measured two workers still compiling against one process already warm.
 */
export async function warmUntilSteady(url: string, { connections, windowSeconds = 2, maxSeconds = 60, tolerance = 0.03 }: { connections: number; windowSeconds?: number; maxSeconds?: number; tolerance?: number }): Promise<WarmUp> {
  const rates: number[] = [];
  const settled = () => rates.length >= 6 && mean(rates.slice(-3)) <= mean(rates.slice(-6, -3)) * (1 + tolerance);
  while (!settled() && (rates.length + 1) * windowSeconds <= maxSeconds) {
    const load = await autocannon({ url, connections, duration: windowSeconds, timeout: 30 });
    rates.push(Math.round(load.requests.total / windowSeconds));
  }
  return { seconds: rates.length * windowSeconds, rates, steady: settled() };
}
