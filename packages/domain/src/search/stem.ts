// A light English stemmer for product words: plurals only (steaks → steak, ribs → rib,
// anchovies → anchovy, tomatoes → tomato, peaches → peach). Product names are short
// nouns; full Porter stemming would merge words shoppers keep apart (e.g. "roast",
// "roasting" pan), so only the plural is taken off. Index and query use the same function,
// so a word it mangles ("gras" → "gra") still meets itself.

export function stemWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z)es$/.test(word) || /(?:tomato|potato|mango)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
