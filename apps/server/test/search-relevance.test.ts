// The search relevance set (docs/decisions/0020-search.md): queries shoppers type, in
// English and Chinese, with the products that must come first, against the demo
// catalogue through the real Item.List. A change to the tokeniser, synonyms or weights
// that makes any of these worse fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';

describe.each(databases())('search relevance on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const search = async (q: string, extra = '', lang = 'en_US'): Promise<ItemSummary[]> => {
    const res = await shop.get(`a/capi/catalog/Item.List?q=${encodeURIComponent(q)}&pageSize=0${extra}`, { lang });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: ItemSummary[] }).data;
  };
  const codes = async (q: string, n?: number) => (await search(q)).slice(0, n).map((i) => i.code);
  /** Codes of every demo product in a category, or with a tag, or from a country (the expected sets). */
  const all = async (filter: string) => (await shop.get(`a/capi/catalog/Item.List?${filter}&pageSize=0`).then((r) => r.json() as { data: ItemSummary[] })).data.map((i) => i.code);
  const byCountry = async (cc: string) => (await shop.get('a/capi/catalog/Item.List?pageSize=0').then((r) => r.json() as { data: ItemSummary[] })).data.filter((i) => i.originCountry === cc).map((i) => i.code);

  const WAGYU = ['BF-AU-WAGYU-RIB', 'BF-AU-WAGYU-STRIP', 'BF-JP-A5-TENDER', 'ST-WAGYU-GIFT'];

  it.each(['wagyu', '和牛', 'Wagyu', 'ＷＡＧＹＵ', 'wagyuu', 'wagu'])('"%s" finds the wagyu, and only the wagyu', async (q) => {
    const found = await codes(q);
    expect(found.slice(0, 4).sort()).toEqual([...WAGYU].sort());
    expect(found).toHaveLength(WAGYU.length);
  });

  it.each(['steaks', 'steak', '牛排'])('"%s" puts cuts of meat sold as steaks first (before wines and pans that go with them)', async (q) => {
    const found = await search(q);
    expect(found.length).toBeGreaterThanOrEqual(10);
    for (const item of found.slice(0, 10)) expect(['beef', 'veal', 'pork', 'lamb-venison', 'sets']).toContain(item.cname);
    expect(found.map((i) => i.code)).toEqual(expect.arrayContaining(['BF-AU-WAGYU-RIB', 'BF-US-PRIME-RIB', 'BF-US-PRIME-STRIP', 'BF-US-TOMAHAWK']));
  });

  /** The categories a query's products are in (what the first page must show before anything that only goes with it). */
  const PRODUCT_WORDS: [string, string[]][] = [
    ['牛排', ['beef', 'veal', 'pork', 'lamb-venison', 'sets']], ['steak', ['beef', 'veal', 'pork', 'lamb-venison', 'sets']],
    ['steaks', ['beef', 'veal', 'pork', 'lamb-venison', 'sets']], ['Steak', ['beef', 'veal', 'pork', 'lamb-venison', 'sets']],
    ['salmon', ['salmon']], ['三文鱼', ['salmon']], ['salmons', ['salmon']],
    ['和牛', ['beef', 'sets']], ['wagyu', ['beef', 'sets']],
    ['羊排', ['lamb-venison']], ['lamb chops', ['lamb-venison']], ['lamb chop', ['lamb-venison']],
    ['奶酪', ['cheese']], ['cheese', ['cheese']], ['cheeses', ['cheese']], ['芝士', ['cheese']],
    ['火腿', ['ham', 'tapas']], ['红酒', ['wine']], ['wine', ['wine']], ['wines', ['wine']],
    ['鸡胸', ['chicken', 'cold-cuts']], ['鸡胸肉', ['chicken', 'cold-cuts']], // 烟熏火鸡胸肉片 (turkey) holds 鸡胸
    ['chicken breast', ['chicken']], ['sausages', ['sausages', 'bbq']], ['香肠', ['sausages', 'bbq']],
  ];
  it.each(PRODUCT_WORDS)('the first page of "%s" is that product, in both languages; what only goes with it follows', async (q, cats) => {
    for (const lang of ['zh_CN', 'en_US']) {
      const res = await shop.get(`a/capi/catalog/Item.List?q=${encodeURIComponent(q)}&pageSize=20`, { lang });
      const body = res.json() as { data: ItemSummary[]; direct: number; total: number };
      expect(body.data.length).toBeGreaterThan(0);
      // The product itself first: no other product before the last of them on the page.
      const isProduct = body.data.map((i) => cats.includes(i.cname));
      expect(isProduct[0], `${q} [${lang}]: ${body.data[0]?.code}`).toBe(true);
      if (q.startsWith('鸡胸')) expect(body.data[0]?.code).toBe('CK-CN-BREAST');
      const firstOther = isProduct.indexOf(false);
      if (firstOther >= 0) expect(isProduct.slice(firstOther), `${q} [${lang}]: ${body.data.map((i) => i.code).join(' ')}`).not.toContain(true);
      expect(body.direct).toBeGreaterThanOrEqual(isProduct.filter(Boolean).length);
      // Everything after the direct matches is only tagged with the word (a wine tagged "steak").
      for (const item of body.data.slice(body.direct)) expect(item.tags.length).toBeGreaterThan(0);
    }
  });

  it('"牛排" and "steak": every steak before the wines, the pan and the sauce that go with one', async () => {
    for (const q of ['牛排', 'steak']) {
      const res = await shop.get(`a/capi/catalog/Item.List?q=${encodeURIComponent(q)}&pageSize=20`, { lang: 'zh_CN' });
      const body = res.json() as { data: ItemSummary[]; direct: number };
      const codes = body.data.map((i) => i.code);
      const pairings = ['WN-FR-BORDEAUX-SUP', 'CW-NL-SKILLET', 'SC-FR-BEARNAISE'];
      for (const code of pairings) if (codes.includes(code)) expect(codes.indexOf(code)).toBeGreaterThanOrEqual(body.direct);
      expect(codes.slice(0, body.direct)).toEqual(expect.arrayContaining(['BF-US-PRIME-RIB', 'BF-US-PRIME-STRIP', 'BF-US-TOMAHAWK', 'BF-AU-WAGYU-RIB']));
    }
  });

  it('the product comes before the boxes that hold it (steaks before the steak set), unless the words name the box', async () => {
    const steak = await codes('牛排');
    expect(steak[0]).not.toBe('ST-STEAK-LOVERS');
    expect(steak.indexOf('ST-STEAK-LOVERS')).toBeGreaterThan(steak.indexOf('BF-US-TOMAHAWK'));
    expect((await codes('牛排套餐', 1))).toEqual(['ST-STEAK-LOVERS']);
    expect((await codes('steak set', 1))).toEqual(['ST-STEAK-LOVERS']);
  });

  it.each([
    ['np', /牛排/], ['swy', /三文鱼/], ['hn', /和牛/], ['ht', /火腿/],
  ])('pinyin initials "%s" find the products whose Chinese name has that word', async (q, word) => {
    const found = await search(q, '', 'zh_CN');
    expect(found.length).toBeGreaterThan(0);
    for (const item of found.slice(0, 3)) expect(item.name).toMatch(word);
  });

  it('initials never outrank words: a query that matches as typed is not read as pinyin', async () => {
    expect((await codes('us', 3)).length).toBe(3);
    for (const code of await codes('ham', 3)) expect(code.startsWith('HM-')).toBe(true);
  });

  it('"lamb chops" finds the chops, cutlets and racks (a lamb rack is chops to a shopper)', async () => {
    expect((await codes('lamb chops')).sort()).toEqual(['LM-AU-CUTLETS', 'LM-NZ-LOIN-CHOP', 'LM-NZ-RACK']);
    expect((await codes('羊排', 3)).sort()).toEqual(['LM-AU-CUTLETS', 'LM-NZ-LOIN-CHOP', 'LM-NZ-RACK']);
  });

  it('"ribeye 500g" puts a ribeye sold in 500 g packs first, then the other ribeyes', async () => {
    const found = await search('ribeye 500g');
    expect(found[0]?.code).toBe('BF-AU-WAGYU-RIB');
    expect(found[0]?.specs).toContain('500 g');
    expect(found.map((i) => i.code)).toContain('BF-US-PRIME-RIB');
    expect(await codes('rib eye 500 g', 1)).toEqual(['BF-AU-WAGYU-RIB']);
    expect((await codes('肉眼')).slice(0, 2).sort()).toEqual(['BF-AU-WAGYU-RIB', 'BF-US-PRIME-RIB']);
  });

  it.each(['三文鱼', 'salmon', 'salmn', 'Salmon fillets'])('"%s" finds the salmon in both languages (coho and sockeye are named 鲑 in Chinese)', async (q) => {
    const salmon = await all('cname=salmon');
    const found = await codes(q);
    if (q === 'Salmon fillets') {
      expect(found.slice(0, 2).sort()).toEqual(['SM-CL-COHO', 'SM-NO-FILLET']);
      return;
    }
    expect(found.slice(0, salmon.length).sort()).toEqual([...salmon].sort());
    expect(found).toEqual(expect.arrayContaining(['SM-CL-COHO', 'SM-CA-SOCKEYE']));
  });

  it.each(['火腿', 'ham', 'jamón', 'prosciutto', 'prosciuto'])('"%s" puts the hams first', async (q) => {
    const hams = await all('cname=ham');
    const found = await codes(q);
    const n = q.startsWith('prosc') ? 2 : hams.length;
    for (const code of found.slice(0, n)) expect(hams).toContain(code);
    if (q.startsWith('prosc')) expect(found.slice(0, 2).sort()).toEqual(['HM-IT-PARMA-24', 'HM-IT-SAN-DANIELE']);
    if (q === 'jamón') expect(found).toContain('HM-ES-SERRANO');
  });

  it('a brand finds its products', async () => {
    expect((await codes('Kimberley Stone')).sort()).toEqual(['BF-AU-BRISKET', 'BF-AU-WAGYU-RIB', 'BF-AU-WAGYU-STRIP', 'ST-WAGYU-GIFT']);
    expect(await codes('polderkalf')).toHaveLength(6);
  });

  it.each([['Norway', 'NO'], ['挪威', 'NO'], ['norwegian', 'NO'], ['New Zealand', 'NZ'], ['新西兰', 'NZ'], ['Australia', 'AU'], ['澳洲', 'AU'], ['澳大利亚', 'AU']])(
    'the origin "%s" finds the products from that country first', async (q, cc) => {
      const fromThere = await byCountry(cc);
      const found = await codes(q);
      expect(found.slice(0, fromThere.length).sort()).toEqual([...fromThere].sort());
    });

  it('two words narrow the search: country and meat, in either language', async () => {
    const nzLamb = ['LM-NZ-RACK', 'LM-NZ-LEG', 'LM-NZ-SHOULDER', 'LM-NZ-SHANK', 'LM-NZ-LOIN-CHOP'];
    expect((await codes('new zealand lamb', 5)).sort()).toEqual([...nzLamb].sort());
    expect((await codes('新西兰羊肉', 5)).sort()).toEqual([...nzLamb].sort());
    expect((await codes('pork ribs', 2)).sort()).toEqual(['PK-CA-BABYBACK', 'PK-NL-SPARERIBS']);
  });

  it.each(['cheese', '奶酪', '芝士'])('"%s" finds the cheeses first (芝士 appears in no product name)', async (q) => {
    const cheeses = await all('cname=cheese');
    const found = await codes(q);
    expect(found.slice(0, cheeses.length).sort()).toEqual([...cheeses].sort());
  });

  it.each(['beef', '牛肉'])('"%s" lists beef, not milk', async (q) => {
    const beef = await all('cname=beef');
    const found = await codes(q);
    for (const code of found.slice(0, 10)) expect(beef).toContain(code);
    expect(found).not.toContain('DY-NL-ORGANIC-MILK');
  });

  it('spelling slips still find the obvious product', async () => {
    expect(await codes('mozarella', 1)).toEqual(['CH-IT-MOZZARELLA']);
    expect(await codes('parmigano', 1)).toEqual(['CH-IT-PARMIGIANO-24']);
    expect(await codes('tomahawk stake', 1)).toEqual(['BF-US-TOMAHAWK']);
    expect(await codes('chorizzo', 2)).toEqual(expect.arrayContaining(['SG-ES-CHORIZO-FRESH']));
  });

  it.each([
    ['三文鱼刺身', 'SM-NO-SASHIMI'], ['salmon sashimi', 'SM-NO-SASHIMI'], ['鸡胸肉', 'CK-CN-BREAST'], ['chicken breasts', 'CK-CN-BREAST'],
    ['澳洲和牛牛排', 'BF-AU-WAGYU-RIB'], ['小牛肉', 'VL-NL-ESCALOPE'], ['parma ham', 'HM-IT-PARMA-24'], ['sockeye', 'SM-CA-SOCKEYE'], ['红鲑', 'SM-CA-SOCKEYE'],
  ])('"%s" puts %s first or second', async (q, code) => {
    expect(await codes(q, 2)).toContain(code);
  });

  it('one Chinese character finds what it begins or ends (鸡: chicken, silkie 乌鸡, turkey 火鸡)', async () => {
    const found = await search('鸡');
    for (const item of found.slice(0, 10)) expect(['chicken', 'poultry', 'seasonal', 'cold-cuts']).toContain(item.cname);
    expect(found.map((i) => i.code)).toEqual(expect.arrayContaining(['CK-CN-SILKIE', 'CK-CN-BREAST', 'PL-US-TURKEY']));
  });

  it('red wine in Chinese finds the red wines (names say 红葡萄酒)', async () => {
    const found = await search('红酒');
    expect(found.length).toBeGreaterThanOrEqual(8);
    for (const item of found.slice(0, 8)) expect(item.cname).toBe('wine');
  });

  it('nothing to find answers an empty list, not an error', async () => {
    for (const q of ['xyzzy', 'qwertyuiop', '飞机', '%%%']) expect(await codes(q)).toEqual([]);
  });

  it('search combines with category, sort and paging', async () => {
    const inBeef = await search('wagyu', '&cname=beef');
    expect(inBeef.map((i) => i.code).sort()).toEqual(['BF-AU-WAGYU-RIB', 'BF-AU-WAGYU-STRIP', 'BF-JP-A5-TENDER']);
    // By price within what the word names (the steaks), then within what goes with it.
    const cheapRes = await shop.get('a/capi/catalog/Item.List?q=steak&sort=priceAsc&pageSize=0').then((r) => r.json() as { data: ItemSummary[]; direct: number });
    const cheap = cheapRes.data;
    const ascending = (list: ItemSummary[]) => list.map((i) => i.priceFen).every((p, n, all) => n === 0 || all[n - 1]! <= p);
    expect(cheapRes.direct).toBeGreaterThanOrEqual(10);
    expect(ascending(cheap.slice(0, cheapRes.direct))).toBe(true);
    expect(ascending(cheap.slice(cheapRes.direct))).toBe(true);
    for (const item of cheap.slice(0, cheapRes.direct)) expect(['beef', 'veal', 'pork', 'lamb-venison', 'sets']).toContain(item.cname);
    const page2 = await shop.get(`a/capi/catalog/Item.List?q=steak&pageSize=5&pageOffset=5`).then((r) => r.json() as { data: ItemSummary[]; total: number });
    expect(page2.total).toBe(cheap.length);
    expect(page2.data.map((i) => i.code)).toEqual((await codes('steak')).slice(5, 10));
  });

  it('names come back in the shopper language whatever the query language', async () => {
    const zh = await search('salmon', '', 'zh_CN');
    expect(zh[0]?.name).toMatch(/[\u4e00-\u9fff]/);
    const en = await search('三文鱼', '', 'en_US');
    expect(en[0]?.name).toMatch(/salmon/i);
  });
});
