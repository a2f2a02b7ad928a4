import { describe, expect, it } from 'vitest';
import { parseRecipeFilter, recipeFilterQuery } from './filters.ts';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return parseRecipeFilter((name) => params.get(name));
};

describe('parseRecipeFilter', () => {
  it('reads one code per kind and ignores empty values', () => {
    expect(from('chef=chef-li&difficulty=easy&cuisine=')).toEqual({ ok: true, filter: { chef: 'chef-li', difficulty: 'easy' } });
    expect(from('')).toEqual({ ok: true, filter: {} });
  });
  it('refuses values that are not codes', () => {
    expect(from('ingredient=Beef!')).toEqual({ ok: false, kind: 'ingredient' });
    expect(from(`chef=${'a'.repeat(41)}`)).toEqual({ ok: false, kind: 'chef' });
  });
});

describe('recipeFilterQuery', () => {
  it('writes the kinds in a fixed order', () => {
    expect(recipeFilterQuery({ cuisine: 'french', chef: 'chef-julien' })).toBe('?chef=chef-julien&cuisine=french');
    expect(recipeFilterQuery({})).toBe('');
  });
});
