import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigStore } from '../../../server/config/config-store.ts';
import { startTestServer, type TestServer } from '../../support/start-test-server.ts';
import { mutateJson, textAfter, type ConfigMutation } from './config-mutation.ts';
import type { SampleFile } from './sample-config-files.ts';

/** What the server answered, every request it served since the case began (the pages' own API calls too). */
export type Answer = { method: string; url: string; status: number; retryAfter: string | undefined };

/** A case's configuration as loaded, and the text of each file it changed (undefined: the file was removed). */
export type LoadedCase = { store: ConfigStore; written: { name: string; text: string | undefined }[] };

export type FuzzServer = {
  server: TestServer;
  /** Writes a case's files into the server's configuration folder and loads them as a start-up would. */
  load: (mutations: ConfigMutation[]) => LoadedCase;
  /** Puts the sample files back. */
  restore: () => void;
  /** Every answer since the last `load`. */
  answers: Answer[];
};

/**
 * One production server (pages on, page cache off so every page is rendered anew) whose configuration is replaced
 * per case. A case's configuration is read by a new ConfigStore — what `startServer` does at start-up, so an invalid
 * file is salvaged, not masked by a last good version as a reload would — and the server's own store, which every
 * route and the page renderer hold, is made to answer from it: each of ConfigStore's methods and getters delegates
 * to the case's store. The renderer's API calls go through `app.inject` (the in-process transport), so wrapping
 * it sees every answer they get.
 */
export async function startFuzzServer(samples: SampleFile[]): Promise<FuzzServer> {
  const server = await startTestServer({ PAGES: 'on', PAGE_CACHE: 'off', CONFIG_WATCH: 'off', SAMPLE_ARTICLES: 'on' });
  let current = new ConfigStore(server.configDir);
  // Each case's store counts its reloads from 0; the server's generation counts the cases loaded, as a long-running
  // store's would count its reloads, so what was derived from one case's configuration (the parsed bootstrap the
  // page renderer caches per generation) is never taken for another's.
  let casesLoaded = 0;
  const store = server.store as unknown as Record<string, unknown>;
  const prototype = Object.getPrototypeOf(server.store) as object;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    if (name === 'constructor') continue;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    const target = () => current as unknown as Record<string, unknown>;
    if (name === 'generation') Object.defineProperty(store, name, { get: () => casesLoaded, configurable: true });
    else if (descriptor.get) Object.defineProperty(store, name, { get: () => target()[name], configurable: true });
    else if (typeof descriptor.value === 'function') {
      Object.defineProperty(store, name, { value: (...args: unknown[]) => (target()[name] as (...a: unknown[]) => unknown).apply(current, args), configurable: true });
    }
  }

  const answers: Answer[] = [];
  const inject = server.app.inject.bind(server.app) as (options: { method?: string; url?: string }) => Promise<{ statusCode: number; headers: Record<string, unknown> }>;
  (server.app as unknown as { inject: typeof inject }).inject = async (options) => {
    const reply = await inject(options);
    answers.push({ method: options.method ?? 'GET', url: options.url ?? '', status: reply.statusCode, retryAfter: reply.headers['retry-after'] as string | undefined });
    return reply;
  };

  const byName = new Map(samples.map((file) => [file.name, file]));
  let touched = new Set<string>();
  const restore = () => {
    for (const name of touched) {
      const file = join(server.configDir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, byName.get(name)!.text);
    }
    touched = new Set();
  };

  return {
    server,
    answers,
    restore,
    load: (mutations) => {
      restore();
      answers.length = 0;
      const written: LoadedCase['written'] = [];
      for (const name of new Set(mutations.map((mutation) => mutation.file))) {
        const own = mutations.filter((mutation) => mutation.file === name);
        const file = join(server.configDir, name);
        touched.add(name);
        if (own.some((mutation) => mutation.kind === 'removeFile')) {
          rmSync(file, { force: true });
          written.push({ name, text: undefined });
          continue;
        }
        const json = own.reduce((root, mutation) => mutateJson(root, mutation), structuredClone(byName.get(name)!.json));
        const text = textAfter(json, own);
        writeFileSync(file, text);
        written.push({ name, text });
      }
      current = new ConfigStore(server.configDir);
      casesLoaded += 1;
      return { store: current, written };
    },
  };
}
