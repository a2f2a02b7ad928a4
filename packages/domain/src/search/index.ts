// Product search rules (docs/decisions/0020-search.md): normalisation, terms of the
// index and of queries, plural stemming and the English–Chinese synonym groups.
export { normalizeText } from './normalize.ts';
export { stemWord } from './stem.ts';
export { BROADER, BUNDLE_CATEGORIES, SYNONYM_GROUPS } from './synonyms.ts';
export { categoryWords, cjkQueryTerms, indexTerms, isCjkTerm, queryWordKey, queryWords, splitQueryWords, synonymText, type QueryWord } from './terms.ts';
