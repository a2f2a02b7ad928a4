import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageMeta, parsePagePath } from './meta.ts';
import { sitemapXml } from '../routes/sitemap.ts';

const ORIGIN = 'https://shop.example.cn';
const shell = (locale: 'en_US' | 'zh_CN', device: 'pc' | 'mobile') => ({ id: locale === 'en_US' ? 'shell' : 'shell-zh', data: { locale, device, origin: ORIGIN } });

describe('page head (docs/decisions/0036)', () => {
  it('takes a shop path apart, with or without the basename', () => {
    expect(parsePagePath('/eshop/zh_CN/mobile/item/12')).toEqual({ locale: 'zh_CN', device: 'mobile', screen: 'item/12' });
    expect(parsePagePath('/pc/')).toEqual({ locale: 'en_US', device: 'pc', screen: '' });
    expect(parsePagePath('/pc')).toEqual({ locale: 'en_US', device: 'pc', screen: '' });
    expect(parsePagePath('/eshop/sitemap.xml')).toBeNull();
    expect(parsePagePath('/backoffice/pc/x')).toBeNull();
  });

  it('makes the pc page, without its query, the canonical of both layouts', () => {
    expect(canonicalUrl(ORIGIN, '/eshop/zh_CN/mobile/list/cid/3')).toBe(`${ORIGIN}/eshop/zh_CN/pc/list/cid/3`);
    expect(canonicalUrl(ORIGIN, '/pc/item/1')).toBe(`${ORIGIN}/eshop/pc/item/1`);
  });

  it('gives one description, the page’s own or else the shop’s in the page’s language', () => {
    const own = pageMeta([shell('en_US', 'pc'), { id: 'item', pathname: '/pc/item/1' }], 'Ribeye', { description: 'Rich and buttery.' });
    expect(own.filter((t) => 'name' in t && t.name === 'description')).toEqual([{ name: 'description', content: 'Rich and buttery.' }]);
    const shop = pageMeta([shell('zh_CN', 'mobile'), { id: 'zh-home', pathname: '/zh_CN/mobile/' }], null, { description: '  ' });
    expect(shop.filter((t) => 'name' in t && t.name === 'description')).toEqual([{ name: 'description', content: '优质鲜肉、海鲜、奶酪与葡萄酒，由我们在上海的四家门店冷链配送到家。' }]);
    expect(shop).toContainEqual({ title: '屠夫与熟食' });
  });

  it('leaves out absolute URLs when the origin is unknown (an error page without shell data)', () => {
    const tags = pageMeta([{ id: 'root' }], null);
    expect(tags.map((t) => Object.keys(t)[0])).toEqual(['title', 'name']);
  });

  it('escapes what XML needs in the sitemap and lists both languages of each screen', () => {
    const xml = sitemapXml('https://a.example/x&y', ['item/1']);
    expect(xml).toContain('<loc>https://a.example/x&amp;y/eshop/pc/item/1</loc>');
    expect(xml).toContain('<loc>https://a.example/x&amp;y/eshop/zh_CN/pc/item/1</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
