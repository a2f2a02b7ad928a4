// The product search index (docs/decisions/0020-search.md): every published item's names
// (both languages), brand, origin, category, tags, facts, pack sizes, the synonyms of
// what it mentions and the pinyin initials of its Chinese name (0035), in an in-memory
// MiniSearch index ranked by BM25 with field weights. Matches only in the tags come after
// what the words name (0035).
// The index is derived data: built on the first search, rebuilt when the catalogue's
// signature changes (checked at most every CHECK_MS, the old index answers meanwhile) or
// at once after `invalidate()`. 10,000 items build in well under a second (bench/).
// A query's ranking is a function of the index alone, so each index remembers the rankings
// of the last RANKINGS queries (a shopper's search asks for its list, its counts and its
// next pages with the same words; popular words are asked by many): a new index starts
// with none, so no ranking outlives the catalogue it was made from (issue 18).
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import { pinyinInitials } from './pinyin.ts';
import { BUNDLE_CATEGORIES, categoryWords, indexTerms, queryWordKey, queryWords, splitQueryWords, synonymText, type QueryWord } from '@eshop/domain/search';

const CHECK_MS = 10_000;
/** Rankings an index remembers, the least recently asked forgotten first: ≤ 1,000 ids each, ≈ 1 MB in all. */
const RANKINGS = 200;
/** The most matches a search returns (ranked); enough for every page of any sort. */
const MAX_MATCHES = 1_000;
/**
 * Edits forgiven per character of an English word (wagyuu → wagyu, salmn → salmon,
 * stake → steak), only when no product matches the words as typed: first one edit, then
 * two, so the closest spelling wins.
 */
const FUZZY = 0.34;

const FIELDS = ['name', 'brand', 'origin', 'category', 'tags', 'facts', 'specs', 'synonyms', 'code', 'initials'] as const;
type Field = (typeof FIELDS)[number];
type SearchDoc = { id: number; boost: number; cat: number } & Record<Field, string>;

/**
 * How much a match in each field counts: the name most, then the category (a shopper
 * typing "ham" wants the hams before the ham croquetas); tags (a wine tagged "steak"
 * goes with one) and the code count least.
 */
/** The fields words are looked up in; the pinyin initials only when nothing matches them (rank). */
const WORD_FIELDS = FIELDS.filter((f) => f !== 'initials');
/** The fields that say what a product is; a match only in the tags says what it goes with. */
const DIRECT_FIELDS = WORD_FIELDS.filter((f) => f !== 'tags');
/** Queries that may be pinyin initials (np → 牛排, swy → 三文鱼). */
const INITIALS = /^[a-z]{2,8}$/;

const BOOST: Record<Field, number> = { name: 4, brand: 2, origin: 1.5, synonyms: 1.5, category: 1, tags: 1, facts: 1, specs: 1, code: 0.5, initials: 1 };

interface Built {
  index: MiniSearch<SearchDoc>;
  /** Category ids by the words they are called (categoryWords). */
  categoriesByWord: Map<string, Set<number>>;
  /** Categories of boxes of other products (BUNDLE_CATEGORIES). */
  bundles: Set<number>;
  signature: string;
  checkedAt: number;
  /** Rankings of this index by the query's words (their queryWordKey, joined), in order of last use. */
  rankings: Map<string, Ranked>;
}

/**
 * A search's matches, best first. The first `direct` of them are what the query names (a
 * word found in the name, category, brand, origin, facts or their synonyms); the rest only
 * go with it (a wine or a pan tagged "steak"), and come after every direct match whatever
 * the sort (docs/decisions/0035-search-relevance-filters.md).
 */
export interface Ranked { readonly ids: readonly number[]; readonly direct: number }

export interface SearchIndex {
  /** Item ids matching the query, best first; [] when nothing matches. */
  search(q: string): Promise<readonly number[]>;
  /** The same, with how many of them the query names directly. */
  rank(q: string): Promise<Ranked>;
  /** Rebuild before the next search (the catalogue changed here). */
  invalidate(): void;
  /** Builds the index if there is none yet. */
  warm(): Promise<void>;
}

export function createSearchIndex(deps: { db: Database; now?: () => number }): SearchIndex {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  let built: Built | null = null;
  let building: Promise<Built> | null = null;
  let stale = false;

  async function signature(): Promise<string> {
    const [row] = await queryRows<{ n: number; m: number; u: string; t: number }>(db, sql`
      select count(*)::int as n, coalesce(max(id), 0)::int as m, coalesce(max(updated_at)::text, '') as u,
             (select count(*)::int from item_tag) as t
        from item where published`);
    return row ? `${row.n}:${row.m}:${row.u}:${row.t}` : '';
  }

  async function textByItem(query: SQL): Promise<Map<number, string>> {
    return new Map((await queryRows<{ id: number; text: string }>(db, query)).map((r) => [r.id, r.text]));
  }

  async function build(): Promise<Built> {
    const sig = await signature();
    // Grouped reads rather than a sub-select per item: one pass over each table.
    const [rows, tags, facts, specs, categories] = await Promise.all([
      queryRows<{ id: number; sold: number; cat: number; code: string; name: string; name_zh: string; brand: string; origin: string; category: string }>(db, sql`
        select i.id, i.sold_count as sold, i.category_id as cat, i.code, i.name_en || ' ' || i.name_zh as name, i.name_zh,
               coalesce(i.brand, '') as brand, i.origin_en || ' ' || i.origin_zh as origin,
               c.name_en || ' ' || c.name_zh || ' ' || c.code as category
          from item i join category c on c.id = i.category_id
         where i.published`),
      textByItem(sql`select it.item_id as id, string_agg(t.code || ' ' || t.name_en || ' ' || t.name_zh, ' ') as text
                       from item_tag it join tag t on t.code = it.tag_code group by it.item_id`),
      textByItem(sql`select item_id as id, string_agg(value_en || ' ' || value_zh, ' ') as text from item_fact group by item_id`),
      textByItem(sql`select item_id as id, string_agg(spec_en || ' ' || spec_zh, ' ') as text from sku group by item_id`),
      queryRows<{ id: number; code: string; names: string }>(db, sql`select id, code, name_en || ' ' || name_zh as names from category`),
    ]);
    const index = new MiniSearch<SearchDoc>({
      fields: [...FIELDS],
      storeFields: ['boost', 'cat'],
      // The initials are terms already (pinyin.ts); everything else goes through the shop's rules.
      tokenize: (text, field) => (field === 'initials' ? text.split(' ').filter(Boolean) : indexTerms(text)),
      processTerm: (term) => term,
      // Queries arrive as terms already (queryWords); the index must not split them again.
      searchOptions: {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: BOOST,
      },
    });
    // In small chunks, yielding to the event loop every SLICE_MS: a build (at start, or a
    // rebuild of 10,000 items) must not hold up the requests this process serves meanwhile
    // (issue 18: 500 items at a time held them ≈ 100 ms). Tags stay out of the synonyms: a
    // wine tagged "steak" goes with a steak, it is not one.
    let sliceStart = performance.now();
    for (let at = 0; at < rows.length; at += CHUNK) {
      index.addAll(rows.slice(at, at + CHUNK).map(({ name_zh: nameZh, sold, ...r }) => {
        const doc = { ...r, boost: soldBoost(sold), tags: tags.get(r.id) ?? '', facts: facts.get(r.id) ?? '', specs: specs.get(r.id) ?? '', initials: pinyinInitials(nameZh) };
        return { ...doc, synonyms: synonymText(`${doc.name} ${doc.origin} ${doc.facts}`) };
      }));
      if (performance.now() - sliceStart >= SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    const categoriesByWord = new Map<string, Set<number>>();
    for (const c of categories) {
      for (const word of categoryWords(c.names)) {
        const ids = categoriesByWord.get(word) ?? new Set<number>();
        categoriesByWord.set(word, ids.add(c.id));
      }
    }
    const bundles = new Set(categories.filter((c) => BUNDLE_CATEGORIES.includes(c.code)).map((c) => c.id));
    return { index, categoriesByWord, bundles, signature: sig, checkedAt: now(), rankings: new Map() };
  }

  /** One build at a time; searches during a rebuild use the previous index. */
  function rebuild(): Promise<Built> {
    building ??= build().then(
      (b) => { built = b; building = null; return b; },
      (error: unknown) => { building = null; throw error; },
    );
    return building;
  }

  async function current(): Promise<Built> {
    if (!built || stale) {
      stale = false;
      // A build already under way may have read the catalogue before the change: the
      // next one starts after it.
      return building ? building.catch(() => null).then(() => rebuild()) : rebuild();
    }
    if (now() - built.checkedAt > CHECK_MS) {
      built.checkedAt = now();
      const known = built.signature;
      // In the background: this search is answered by the index we have.
      void signature().then((sig) => (sig !== known ? rebuild() : undefined)).catch(() => { stale = true; });
    }
    return built;
  }

  async function rank(q: string): Promise<Ranked> {
    const words = queryWords(q);
    if (words.length === 0) return NOTHING;
    const built = await current();
    const key = words.map(queryWordKey).join(' ');
    const known = built.rankings.get(key);
    if (known) {
      // Asked again: now the most recently used.
      built.rankings.delete(key);
      built.rankings.set(key, known);
      return known;
    }
    const ranked = rankOn(built, words);
    built.rankings.set(key, ranked);
    if (built.rankings.size > RANKINGS) built.rankings.delete(built.rankings.keys().next().value!);
    return ranked;
  }

  /** Synchronous on one index: a rebuild finishing meanwhile cannot mix two indexes in one ranking. */
  function rankOn(built: Built, words: QueryWord[]): Ranked {
    const found = rankWords(built, words);
    if (found.ids.length > 0) return found;
    // Nothing as typed: a short Chinese run may be two words (牛排套餐).
    const split = splitQueryWords(words);
    if (split) return rankWords(built, split);
    // Or one word of pinyin initials: np → 牛排, swy → 三文鱼 (the beginning of a name's word).
    const [only] = words;
    if (words.length === 1 && only?.kind === 'latin' && INITIALS.test(only.term)) {
      const ids = built.index.search({ combineWith: 'OR', queries: [only.term], prefix: true, fuzzy: false }, {
        fields: ['initials'],
        boostDocument: byStoredBoost,
      }).slice(0, MAX_MATCHES).map((r) => r.id as number);
      return freeze({ ids, direct: ids.length });
    }
    return found;
  }

  function rankWords(built: Built, words: QueryWord[]): Ranked {
    const { index, categoriesByWord, bundles } = built;
    const meant = new Set(words.flatMap((w) => [...(categoriesByWord.get(queryWordKey(w)) ?? [])]));
    const options: SearchOptions = {
      fields: [...WORD_FIELDS],
      boostDocument: byStoredBoost,
    };
    // Pack sizes (500g) rank what matches them first but do not exclude the rest.
    const required = words.filter((w) => !isPackSize(w));
    const must = required.length > 0 ? required : words;
    // Every word must match; then the same with one, then two spelling slips forgiven;
    // then any of the words.
    for (const [combineWith, edits] of PASSES) {
      if (combineWith === 'OR' && must.length === 1) break;
      const scoring = combineWith === 'AND' && edits === 0 && must.length > 1 ? onlyWhereAllMatch(index, must, options) : options;
      let results: SearchResult[] = index.search(queryTree(must, combineWith, edits), scoring);
      if (results.length === 0) continue;
      if (must.length < words.length) {
        const found = new Set(results.map((r) => r.id as number));
        // A boost of 0 skips a document before it is scored (a filter would score all of
        // them first): "500g" is in thousands of products, the words' matches are few.
        const boost = options.boostDocument!;
        results = index.search(queryTree(words, 'OR', edits), { ...options, boostDocument: (id, term, stored) => (found.has(id as number) ? boost(id, term, stored) : 0) });
      }
      // The products before the boxes that hold them (a steak before the steak set), unless
      // the words name the box's category; within each, a query word that names a category
      // ("ham", 牛肉) puts that category's products first (the ham croquetas and the veal
      // after them); by score within those. Four groups kept in score order: no sort.
      const groups: SearchResult[][] = [[], [], [], []];
      for (const r of results) {
        const cat = Number(r.cat);
        const isMeant = meant.has(cat);
        groups[(bundles.has(cat) && !isMeant ? 2 : 0) + (isMeant ? 0 : 1)]!.push(r);
      }
      // What the words name comes before what is only tagged with them (a wine tagged
      // "steak" goes with a steak, it is not one): for one word, read off the fields each
      // match was found in; for more, every match when none was found in the tags alone,
      // else the same query again without the tags.
      const named = words.length === 1
        ? namedByFields(results, words[0]!)
        : results.every(foundOutsideTags)
          ? new Set(results.map((r) => r.id as number))
          : new Set(index.search(queryTree(must, combineWith, edits), { ...onlyAmong(results, options), fields: [...DIRECT_FIELDS] }).map((r) => r.id as number));
      const ids = groups.flat().map((r) => r.id as number);
      const ordered = named.size === 0 ? ids : [...ids.filter((id) => named.has(id)), ...ids.filter((id) => !named.has(id))];
      const top = ordered.slice(0, MAX_MATCHES);
      return freeze({ ids: top, direct: named.size === 0 ? top.length : top.filter((id) => named.has(id)).length });
    }
    return NOTHING;
  }

  return {
    async search(q) {
      return (await rank(q)).ids;
    },
    rank,
    invalidate() {
      stale = true;
    },
    async warm() {
      await current();
    },
  };
}

/**
 * Among equal matches, what sells more comes first (at most +20 % for 10⁴ sold): worked out
 * once per item when it is indexed, since a search asks it for every match of every term.
 */
const soldBoost = (sold: number): number => 1 + Math.log10(1 + sold) / 20;
const byStoredBoost = (_id: unknown, _term: string, stored: Record<string, unknown> | undefined): number => Number(stored?.boost ?? 1);

/** `options` scoring only the documents in `among` (a boost of 0 skips a document before it is scored). */
function onlyAmong(among: Set<number> | readonly SearchResult[], options: SearchOptions): SearchOptions {
  const ids = among instanceof Set ? among : new Set(among.map((r) => r.id as number));
  const boost = options.boostDocument!;
  return { ...options, boostDocument: (id, term, stored) => (ids.has(id as number) ? boost(id, term, stored) : 0) };
}

/**
 * `options` scoring only the documents that every word matches. MiniSearch scores each
 * word's matches before AND drops the documents another word misses: "select wagyu"
 * scored the ≈ 1,000 products of "select" to keep 20 (issue 18: two-word searches ranked
 * afresh). Each word's documents are first only listed, among the previous word's (a boost
 * of 0 lists a document without scoring it); a Chinese word lists those of any of its
 * character pairs, more than it matches, which the AND then narrows as before.
 */
export function onlyWhereAllMatch(index: MiniSearch<SearchDoc>, words: readonly QueryWord[], options: SearchOptions): SearchOptions {
  let candidates: Set<number> | null = null;
  for (const word of words) {
    const previous: Set<number> | null = candidates;
    const listed = new Set<number>();
    index.search(queryTree([word], 'AND', 0), {
      fields: options.fields!,
      boostDocument: (id) => {
        if (previous === null || previous.has(id as number)) listed.add(id as number);
        return 0;
      },
    });
    candidates = listed;
    if (listed.size === 0) break;
  }
  return onlyAmong(candidates ?? new Set(), options);
}

const NOTHING: Ranked = freeze({ ids: [], direct: 0 });
/** A remembered ranking is shared by every request that asks for it: nobody may change it. */
function freeze(ranked: { ids: number[]; direct: number }): Ranked {
  Object.freeze(ranked.ids);
  return Object.freeze(ranked);
}

/** Items indexed at a time (≈ 2 ms), and the longest the build runs before it yields. */
const CHUNK = 20;
const SLICE_MS = 10;

const PASSES = [['AND', 0], ['AND', 1], ['AND', 2], ['OR', 0], ['OR', 1], ['OR', 2]] as const;

/**
 * The matches of a one-word query that the word names: found in a field other than the
 * tags — for a Chinese word, each of its character pairs (they must all match); for a Latin
 * word, any of the terms it matched (spelling slips and longer words are its own). The same
 * set as searching the word again without the tags field, without that second search.
 */
function namedByFields(results: readonly SearchResult[], word: QueryWord): Set<number> {
  const direct = (fields: readonly string[] | undefined) => fields !== undefined && fields.some((f) => f !== 'tags');
  const exactTerms = word.kind === 'cjk' && !cjkPrefix(word) ? word.terms : null;
  const named = new Set<number>();
  for (const r of results) {
    const match = r.match as Record<string, string[]>;
    if (exactTerms ? exactTerms.every((t) => direct(match[t])) : Object.values(match).some(direct)) named.add(r.id as number);
  }
  return named;
}

/**
 * True when every term a match was found by is in a field other than the tags: then each
 * word matched there, and the same query without the tags finds this match too.
 */
const foundOutsideTags = (r: SearchResult): boolean => Object.values(r.match as Record<string, string[]>).every((fields) => fields.some((f) => f !== 'tags'));

/** One Chinese character is looked up as the beginning of a term; pairs exactly. */
const cjkPrefix = (word: Extract<QueryWord, { kind: 'cjk' }>): boolean => word.terms.length === 1 && [...word.word].length === 1;

const isPackSize = (word: QueryWord): boolean => word.kind === 'latin' && /^\d+(?:\.\d+)?(?:g|kg|ml)$/.test(word.term);

export function queryTree(words: QueryWord[], combineWith: 'AND' | 'OR', edits: number): Query {
  return {
    combineWith,
    queries: words.map((word): Query => word.kind === 'cjk'
      // All pairs of characters of a Chinese word, exactly; one character begins a term.
      ? { combineWith: 'AND', queries: word.terms, prefix: cjkPrefix(word), fuzzy: false }
      : {
        combineWith: 'OR',
        queries: [word.term],
        // Whole words of four letters or more also match as a beginning (filet → filetmignon).
        prefix: word.term.length >= 4,
        fuzzy: edits > 0 && /^[a-z]{4,}$/.test(word.term) ? FUZZY : false,
        maxFuzzy: edits,
      }),
  };
}
