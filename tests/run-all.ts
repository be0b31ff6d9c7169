import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `npm test`: every check the project has, at once. The static checks (typecheck, lint, configuration) run beside
 * the test suite instead of before it, each reported in one block when it ends; vitest streams as it runs. The run
 * fails if any of them fails. The test runner's closing line (`vitest: N passed, N failed, N skipped`) is held back
 * and printed last, after every check has reported, so tools that read a run's last line read the test count.
 */

type Outcome = { name: string; code: number; output: string; seconds: number };

const checks: { name: string; command: string[] }[] = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'validate-config', command: ['npm', 'run', '-s', 'validate-config'] },
];

function runCheck(name: string, [program, ...args]: string[]): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(program!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

function report({ name, code, output, seconds }: Outcome): void {
  const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
  process.stdout.write(`\n[${name}] ${verdict} in ${seconds.toFixed(1)} s\n${code === 0 ? '' : output}${output.endsWith('\n') || code === 0 ? '' : '\n'}`);
}

function runVitest(args: string[]): Promise<{ code: number; closingLine: string | undefined }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let closingLine: string | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (/^vitest: \d+ passed, \d+ failed/.test(line)) closingLine = line;
      else process.stdout.write(`${line}\n`);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, closingLine }));
  });
}

const pending = checks.map(({ name, command }) => runCheck(name, command).then((outcome) => (report(outcome), outcome)));
const vitest = await runVitest(process.argv.slice(2));
const outcomes = await Promise.all(pending);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
if (vitest.code !== 0) failed.push('vitest');
if (failed.length > 0) process.stdout.write(`\nnpm test: failed: ${failed.join(', ')}\n`);
if (vitest.closingLine) process.stdout.write(`\n${vitest.closingLine}\n`);
process.exit(failed.length > 0 ? 1 : 0);
