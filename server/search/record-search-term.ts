import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/tables.ts';

/** A term worth showing as a hot word: plain words (no field syntax, quotes or operators), not too long. */
export function hotWordOf(query: string): string | undefined {
  const term = query.trim().replace(/\s+/g, ' ');
  if (term.length === 0 || term.length > 40 || term.split(' ').length > 5) return undefined;
  if (/[:"'()[\]{}<>=*^~\\]/.test(term) || /\b(AND|OR|NOT)\b/.test(term)) return undefined;
  // Latin letters in one case, so "Drought" and "drought" are one word; other scripts as typed.
  return term.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The hot words (`hisSearch/hotWords`) are what readers search for: each search for plain words that finds something
 * counts once per reader, word and day, so one reader repeating a search (or a script) cannot push a word up.
 */
export function searchTermRecorder(db: Kysely<Database>, now = () => Date.now()) {
  const counted = new LRUCache<string, true>({ max: 50_000 });
  return async ({ siteId, query, reader }: { siteId: number; query: string; reader: string }): Promise<void> => {
    const word = hotWordOf(query);
    if (word === undefined) return;
    const key = `${Math.floor(now() / 86_400_000)}\u0000${siteId}\u0000${reader}\u0000${word}`;
    if (counted.has(key)) return;
    counted.set(key, true);
    await db
      .insertInto('hot_word')
      .values({ site_id: siteId, word, count: 1 })
      .onConflict((conflict) => conflict.columns(['site_id', 'word']).doUpdateSet((eb) => ({ count: eb('hot_word.count', '+', 1) })))
      .execute();
  };
}
