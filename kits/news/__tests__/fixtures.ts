import { readFileSync } from 'node:fs';
import { statusCodes } from '../../../schemas/status-codes.ts';
import { ApiStatusError, ApiTransportError } from '../../../runtime/api/api-errors.ts';

/** Test data and API doubles for the screen blocks of news, information and list pages. */

type Json = Record<string, unknown>;
export type SeedNews = Json & { id: number; tab: number; title: string; enTitle: string; summary: string; enSummary: string; body: string[]; enBody: string[]; publishDate: string; source: string; coverUrl?: string; visits: number };
export type SeedSection = { title: string; enTitle: string; body: string[]; enBody: string[] };
export type SeedPage = { menuId: number; sections: SeedSection[] };
type SeedFile = { news: SeedNews[]; pages: SeedPage[]; articles: (Json & { id: number; title: string; enTitle: string; language: string; abstract: string; enAbstract: string; columnId: number | null })[]; columns: { id: number; name: string; enName: string }[] };

export function seedOf(sld: 'optics' | 'ecology'): SeedFile {
  return JSON.parse(readFileSync(`server/seed/content/${sld}.json`, 'utf8')) as SeedFile;
}

/** A UI string of a catalogue, by dotted key. */
export function uiText(language: 'en' | 'zh', key: string): string {
  const catalogue = JSON.parse(readFileSync(`runtime/i18n/locales/${language}.json`, 'utf8')) as Json;
  return key.split('.').reduce<unknown>((node, part) => (node as Json)[part], catalogue) as string;
}

/** The API refusing (a server fault with a status) and failing outright (the network). */
export const refused = (path: string) => new ApiStatusError({ method: 'GET', path }, { status: statusCodes.internalError, message: 'boom' });
export const unreachable = (path: string) => new ApiTransportError('network down', { method: 'GET', path });

/** A request that never answers: the block stays loading. */
export const never = () => new Promise<never>(() => undefined);

/** The date as the reader's language writes it (what Intl gives; the test does not restate the format). */
export function longDate(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
