// Addresses the Chinese way (docs/decisions/0034-addresses.md): the region dataset behind
// GET a/capi/account/Regions, the province/city/district triple checked on save, the one
// mobile rule (address form, pickup person, phone verification), the optional postcode,
// the default address (DefaultAddress: access and concurrency) and checkout's pickup person.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { address, member, queryRows } from '@eshop/db';
import type { CheckoutData } from '@eshop/domain/contract';
import { databases, startShop, type TestShop } from './helpers.ts';
import { addToCart, chineseAddress, registeredMember, visitor } from './members.ts';

const SAVE = 'a/execute/capi/account/Address';
const LIST = 'a/capi/account/Address.List';
const DEFAULT = 'a/execute/capi/account/DefaultAddress';
const REGIONS = 'a/capi/account/Regions';
const MOBILE_EN = 'Please input a mainland China mobile number (11 digits starting with 1).';
const MOBILE_ZH = '请输入中国大陆手机号码（以 1 开头的 11 位数字）。';

type Listed = { addressId: number; isDefault: boolean; province: string; city: string; district: string; mobile: string; zip: string };

describe.each(databases())('addresses on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const memberId = async (email: string) => (await shop.handle.db.select({ id: member.id }).from(member).where(eq(member.email, email)))[0]!.id;
  const rowsOf = async (email: string) => shop.handle.db.select().from(address).where(eq(address.memberId, await memberId(email))).orderBy(address.id);
  const listOf = async (m: { get: (path: string) => Promise<{ json: () => unknown }> }) => ((await m.get(LIST)).json() as { data: Listed[] }).data;

  describe('regions', () => {
    it("answers China's mainland provinces, then Shanghai's city and its 16 districts, to anyone, cacheable", async () => {
      const provinces = await shop.get(REGIONS);
      expect(provinces.statusCode).toBe(200);
      expect(provinces.headers['cache-control']).toBe('public, max-age=86400');
      const list = (provinces.json() as { data: { code: string; name: string }[]; total: number });
      expect(list.total).toBe(31);
      expect(list.data).toContainEqual({ code: '310000', name: '上海市' });
      expect(list.data.map((p) => p.name)).not.toContain('香港特别行政区');

      const cities = (await shop.get(`${REGIONS}?parent=310000`)).json() as { data: { code: string; name: string }[] };
      expect(cities.data).toEqual([{ code: '310100', name: '上海市' }]);
      const districts = (await shop.get(`${REGIONS}?parent=310100`)).json() as { data: { code: string; name: string }[] };
      expect(districts.data.map((d) => d.name)).toEqual([
        '黄浦区', '徐汇区', '长宁区', '静安区', '普陀区', '虹口区', '杨浦区', '闵行区', '宝山区', '嘉定区', '浦东新区', '金山区', '松江区', '青浦区', '奉贤区', '崇明区',
      ]);
      // The same Chinese names on English pages.
      expect((await shop.get(`${REGIONS}?parent=310100`, { lang: 'en_US' })).json()).toEqual(districts);
    });

    it('refuses an unknown or ill-formed parent in the caller’s language', async () => {
      for (const parent of ['999999', '310104', '810000']) {
        const res = await shop.get(`${REGIONS}?parent=${parent}`, { lang: 'zh_CN' });
        expect(res.statusCode, parent).toBe(404);
        expect(res.json()).toMatchObject({ status: 'failure', code: 'REGION_NOT_FOUND', message: '没有该省份或城市，请从列表中选择。' });
      }
      const bad = await shop.get(`${REGIONS}?parent=31'--`);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('saving', () => {
    it('stores the dataset’s names, reads short names and a mobile written with +86 and spaces, and leaves the postcode optional', async () => {
      const m = await registeredMember(shop);
      const res = await m.post(SAVE, chineseAddress({ 'a.province': '上海', 'a.city': '上海市', 'a.district': '浦东', 'a.mobile': '+86 139-1234 5678', 'a.zip': '' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(await listOf(m)).toEqual([expect.objectContaining({ province: '上海市', city: '上海市', district: '浦东新区', mobile: '13912345678', zip: '', isDefault: true })]);
      const withZip = await m.post(SAVE, chineseAddress({ 'a.province': '江苏省', 'a.city': '苏州市', 'a.district': '吴中区', 'a.zip': ' 215000 ' }));
      expect(withZip.statusCode).toBe(200);
      const noZip = { ...chineseAddress() } as Record<string, string>;
      delete noZip['a.zip'];
      expect((await m.post(SAVE, noZip)).statusCode).toBe(200);
      expect((await listOf(m)).map((a) => a.zip).sort()).toEqual(['', '', '215000']);
    });

    it.each([
      [{ 'a.province': 'Shanghai' }, 'a.province', 'Please choose a province from the list.', '请从列表中选择省份。'],
      [{ 'a.province': '' }, 'a.province', 'Please choose a province from the list.', '请从列表中选择省份。'],
      [{ 'a.province': '香港特别行政区', 'a.city': '香港岛', 'a.district': '中西区' }, 'a.province', 'Please choose a province from the list.', '请从列表中选择省份。'],
      [{ 'a.city': '南京市' }, 'a.city', 'Please choose a city of the chosen province from the list.', '请从列表中选择该省份下的城市。'],
      [{ 'a.city': '' }, 'a.city', 'Please choose a city of the chosen province from the list.', '请从列表中选择该省份下的城市。'],
      [{ 'a.district': '玄武区' }, 'a.district', 'Please choose a district of the chosen city from the list.', '请从列表中选择该城市下的区县。'],
      [{ 'a.district': '' }, 'a.district', 'Please choose a district of the chosen city from the list.', '请从列表中选择该城市下的区县。'],
      [{ 'a.mobile': '12812345678' }, 'a.mobile', MOBILE_EN, MOBILE_ZH],
      [{ 'a.mobile': '1381234567' }, 'a.mobile', MOBILE_EN, MOBILE_ZH],
      [{ 'a.mobile': '+85291234567' }, 'a.mobile', MOBILE_EN, MOBILE_ZH],
      [{ 'a.mobile': '' }, 'a.mobile', 'Please input the mobile number.', '请输入手机号码。'],
      [{ 'a.zip': '20004' }, 'a.zip', 'The postcode must have 6 digits.', '邮政编码必须是 6 位数字。'],
      [{ 'a.zip': '2000401' }, 'a.zip', 'The postcode must have 6 digits.', '邮政编码必须是 6 位数字。'],
      [{ 'a.zip': 'SW1A1A' }, 'a.zip', 'The postcode must have 6 digits.', '邮政编码必须是 6 位数字。'],
    ])('refuses %j with a message on %s in both languages and writes nothing', async (overrides, field, en, zh) => {
      const m = await registeredMember(shop);
      for (const [lang, message] of [['en_US', en], ['zh_CN', zh]] as const) {
        const res = await m.post(SAVE, chineseAddress(overrides), { lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'failure', code: 'INVALID_FIELD', field, message });
      }
      expect(await rowsOf(m.email)).toEqual([]);
    });

    it('refuses a bad triple on an update and leaves the address as it was', async () => {
      const m = await registeredMember(shop);
      const id = (await m.post(SAVE, chineseAddress())).json().data.addressId as number;
      const before = await rowsOf(m.email);
      const res = await m.post(SAVE, chineseAddress({ 'a.addressId': String(id), 'a.city': '北京市', 'a.district': '朝阳区' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'a.city' });
      expect(await rowsOf(m.email)).toEqual(before);
    });
  });

  describe('default address', () => {
    it('moves the default with DefaultAddress; an update without a.isDefault keeps it', async () => {
      const m = await registeredMember(shop);
      const first = (await m.post(SAVE, chineseAddress())).json().data.addressId as number;
      const second = (await m.post(SAVE, chineseAddress({ 'a.recipient': '李娜', 'a.district': '徐汇区' }))).json().data.addressId as number;
      expect((await listOf(m)).map((a) => [a.addressId, a.isDefault])).toEqual([[first, true], [second, false]]);
      const res = await m.post(DEFAULT, { 'a.addressId': String(second) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: null });
      expect((await listOf(m)).map((a) => [a.addressId, a.isDefault])).toEqual([[second, true], [first, false]]);
      // Editing the default without saying anything about it keeps it the default.
      expect((await m.post(SAVE, chineseAddress({ 'a.addressId': String(second), 'a.recipient': '李娜', 'a.district': '长宁区' }))).statusCode).toBe(200);
      expect((await listOf(m)).find((a) => a.addressId === second)).toMatchObject({ isDefault: true, district: '长宁区' });
    });

    it("answers 404 for another member's address and 403 without a session, touching nothing", async () => {
      const a = await registeredMember(shop);
      const b = await registeredMember(shop);
      await a.post(SAVE, chineseAddress());
      const bFirst = (await b.post(SAVE, chineseAddress({ 'a.recipient': 'B1' }))).json().data.addressId as number;
      const bSecond = (await b.post(SAVE, chineseAddress({ 'a.recipient': 'B2' }))).json().data.addressId as number;
      const bBefore = await rowsOf(b.email);
      const aBefore = await rowsOf(a.email);
      for (const [lang, message] of [['en_US', 'This address does not exist.'], ['zh_CN', '该地址不存在。']] as const) {
        const res = await a.post(DEFAULT, { 'a.addressId': String(bSecond) }, { lang });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 'failure', code: 'ADDRESS_NOT_FOUND', message });
      }
      const anonymous = await visitor(shop).post(DEFAULT, { 'a.addressId': String(bSecond) });
      expect(anonymous.statusCode).toBe(403);
      for (const bad of ['', '0', '-1', 'abc', '99999999999']) {
        expect((await a.post(DEFAULT, { 'a.addressId': bad })).statusCode, bad).toBe(400);
      }
      expect(await rowsOf(b.email)).toEqual(bBefore);
      expect(await rowsOf(a.email)).toEqual(aBefore);
      expect(bBefore.find((r) => r.id === bFirst)?.isDefault).toBe(true);
    });

    it('leaves exactly one default when several are chosen at once', async () => {
      const m = await registeredMember(shop);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push((await m.post(SAVE, chineseAddress({ 'a.recipient': `收件人${i}` }))).json().data.addressId as number);
      const answers = await Promise.all([...ids, ...ids].map((id) => m.post(DEFAULT, { 'a.addressId': String(id) })));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const [{ n }] = (await queryRows<{ n: number }>(shop.handle.db, sql`
        select count(*)::int as n from address where member_id = ${await memberId(m.email)} and is_default`)) as [{ n: number }];
      expect(n).toBe(1);
      // Saving with a.isDefault=Y at the same time as DefaultAddress: still one.
      await Promise.all([
        m.post(SAVE, chineseAddress({ 'a.addressId': String(ids[0]), 'a.isDefault': 'Y' })),
        m.post(DEFAULT, { 'a.addressId': String(ids[1]) }),
        m.post(SAVE, chineseAddress({ 'a.isDefault': 'Y' })),
      ]);
      expect((await listOf(m)).filter((a) => a.isDefault)).toHaveLength(1);
    });
  });

  describe('checkout', () => {
    async function shopperWithCart() {
      const m = await registeredMember(shop);
      const [row] = await queryRows<{ id: number }>(shop.handle.db, sql`
        select s.id from sku s join item i on i.id = s.item_id where i.published and s.stock > 20 order by s.id limit 1`);
      await addToCart(m, row!.id, 1);
      return m;
    }

    it('preselects the default address and proposes the pickup person from the profile', async () => {
      const m = await shopperWithCart();
      await m.post(SAVE, chineseAddress());
      const chosen = (await m.post(SAVE, chineseAddress({ 'a.recipient': '李娜', 'a.district': '徐汇区', 'a.isDefault': 'Y' }))).json().data.addressId as number;
      let data = (await m.get('a/capi/shopping/Checkout')).json().data as CheckoutData;
      expect(data.addresses[0]).toMatchObject({ addressId: chosen, isDefault: true });
      expect(data.pickupPerson).toEqual({ name: '', mobile: '' });

      await m.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': '牛排控', 'm.firstName': '小明', 'm.lastName': '王' });
      await shop.handle.db.update(member).set({ phone: '13912345678', phoneVerified: false }).where(eq(member.email, m.email));
      data = (await m.get('a/capi/shopping/Checkout')).json().data as CheckoutData;
      expect(data.pickupPerson).toEqual({ name: '王小明', mobile: '' }); // an unverified phone is not offered
      await shop.handle.db.update(member).set({ phoneVerified: true }).where(eq(member.email, m.email));
      data = (await m.get('a/capi/shopping/Checkout')).json().data as CheckoutData;
      expect(data.pickupPerson).toEqual({ name: '王小明', mobile: '13912345678' });
    });

    it('reads the pickup mobile by the address form’s rule: what one refuses, the other refuses', async () => {
      const m = await shopperWithCart();
      const data = (await m.get('a/capi/shopping/Checkout?oh.deliveryOption=pickup')).json().data as CheckoutData;
      const storeId = String(data.stores[0]!['r.storeId']);
      const pickup = (mobile: string) => ({ 'oh.deliveryOption': 'pickup', 'r.storeId': storeId, 'oh.pickupName': '王芳', 'oh.pickupMobile': mobile, 'oh.requestId': randomUUID() });
      // 12812345678 was accepted here before and refused by the address form.
      for (const bad of ['12812345678', '10012345678', '1381234567', '+1 415 555 0100']) {
        for (const [lang, message] of [['en_US', MOBILE_EN], ['zh_CN', MOBILE_ZH]] as const) {
          const res = await m.post('a/execute/capi/shopping/testrun/CreateOrder', pickup(bad), { lang });
          expect(res.statusCode, bad).toBe(400);
          expect(res.json()).toMatchObject({ field: 'oh.pickupMobile', message });
        }
        expect((await m.post(SAVE, chineseAddress({ 'a.mobile': bad }))).statusCode, bad).toBe(400);
      }
      for (const good of ['13912345678', '+86 139 1234 5678', '139-1234-5678']) {
        const res = await m.post('a/execute/capi/shopping/testrun/CreateOrder', pickup(good));
        expect(res.statusCode, `${good}: ${res.body}`).toBe(200);
        expect((await m.post(SAVE, chineseAddress({ 'a.mobile': good }))).statusCode, good).toBe(200);
      }
    });
  });
});
