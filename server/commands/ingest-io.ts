import { RejectedInput } from '../ingest/rejected-input.ts';

/** Where the ingest command says what it does and prints what it imported (a process's stderr and stdout, or a test's). */
export type IngestCommandIo = {
  /** The environment the database, files folder and configuration folder are read from (a process's: process.env). */
  env: NodeJS.ProcessEnv;
  /** Progress and skipped files (the command writes them to stderr, after "ingest: "). */
  say: (message: string) => void;
  /** One JSON line per imported article (the command writes it to stdout). */
  print: (line: string) => void;
};

/** Why a file or the command failed, as the command says it. */
export const reasonOf = (error: unknown) => (error instanceof RejectedInput ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`);
