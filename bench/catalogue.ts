// Grows the demo catalogue to a given number of published items for the search bench:
// each demo item is copied with a bilingual qualifier ("Select Norwegian Salmon Fillet" /
// "精选挪威三文鱼柳") and a pack word, with its SKUs, tags and facts, so the vocabulary,
// the share of matches per query and the two languages stay those of the real shop.
// Done in SQL (insert … select over generate_series): 10,000 items in seconds, PGlite too.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';

const QUALIFIERS: [string, string][] = [
  ['Select', '精选'], ['Premium', '优选'], ["Chef's", '主厨'], ['Classic', '经典'], ['Heritage', '传承'],
  ['Reserve', '珍藏'], ['Farmhouse', '农庄'], ['Artisan', '匠心'], ['Signature', '招牌'], ['Estate', '庄园'],
];
const PACKS: [string, string][] = [['', ''], ['Family Pack', '家庭装'], ['Value Pack', '实惠装'], ['Gift Pack', '礼品装'], ['Twin Pack', '双拼装']];

const values = (rows: [string, string][]) =>
  sql.join(rows.map(([en, zh], k) => sql`(${k}::int, ${en}::text, ${zh}::text)`), sql`, `);

/** Adds copies until `total` published items exist; returns how many there are. */
export async function growCatalogue(db: Database, total: number): Promise<number> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from item where published`);
  const missing = total - n;
  if (missing <= 0) return n;
  await db.execute(sql`
    with template as (select i.*, (row_number() over (order by i.id) - 1)::int as rn from item i where i.published),
    copies as (
      select g, t.id as template_id, t.*, q.en as q_en, q.zh as q_zh, p.en as p_en, p.zh as p_zh
        from generate_series(0, ${missing - 1}::int) g
        join template t on t.rn = g % ${n}::int
        join (values ${values(QUALIFIERS)}) q(k, en, zh) on q.k = (g / ${n}::int) % ${QUALIFIERS.length}::int
        join (values ${values(PACKS)}) p(k, en, zh) on p.k = (g / ${n * QUALIFIERS.length}::int) % ${PACKS.length}::int
    )
    insert into item (code, category_id, name_en, name_zh, description_en, description_zh, origin_en, origin_zh,
                      origin_country, brand, classified, sold_count, published, sort)
    select code || '-B' || g, category_id, q_en || ' ' || name_en || case when p_en = '' then '' else ' ' || p_en end,
           q_zh || name_zh || p_zh, description_en, description_zh, origin_en, origin_zh, origin_country, brand, classified,
           (g * 7919) % 3000, true, sort + 1000
      from copies`);
  // The copies' SKUs, tags and facts: those of the item whose code they extend.
  const copyOf = sql`c.code ~ '-B[0-9]+$' and t.code = regexp_replace(c.code, '-B[0-9]+$', '')`;
  await db.execute(sql`
    insert into sku (item_id, spec_en, spec_zh, weight_g, price_fen, list_price_fen, stock, sort)
    select c.id, s.spec_en, s.spec_zh, s.weight_g, s.price_fen, s.list_price_fen, 50, s.sort
      from item c join item t on ${copyOf} join sku s on s.item_id = t.id`);
  await db.execute(sql`
    insert into item_tag (item_id, tag_code) select c.id, it.tag_code
      from item c join item t on ${copyOf} join item_tag it on it.item_id = t.id`);
  await db.execute(sql`
    insert into item_fact (item_id, sort, label_en, label_zh, value_en, value_zh)
    select c.id, f.sort, f.label_en, f.label_zh, f.value_en, f.value_zh
      from item c join item t on ${copyOf} join item_fact f on f.item_id = t.id`);
  const [after] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from item where published`);
  return after?.n ?? 0;
}
