// The member centre: member info, profile, addresses and account cancellation, and the
// access rules (403 without a session; one member never reads or changes another's data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { address, member, memberSession } from '@eshop/db';
import { databases, startShop, type TestShop } from './helpers.ts';
import { chineseAddress, PASSWORD, registeredMember, registration, SHOP_ORIGIN, visitor } from './members.ts';

describe.each(databases())('member centre API on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  const memberRow = async (email: string) => (await shop.handle.db.select().from(member).where(eq(member.email, email)))[0];
  const addressRows = async (memberId: number) =>
    shop.handle.db.select().from(address).where(eq(address.memberId, memberId)).orderBy(address.id);

  it('answers 403 with a localized message to every member call without a session', async () => {
    const v = visitor(shop);
    const calls: [string, string, Record<string, string>][] = [
      ['GET', 'a/capi/account/MemberInfo', {}],
      ['GET', 'a/capi/account/MemberProfile', {}],
      ['GET', 'a/capi/account/Address.List', {}],
      ['POST', 'a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'x' }],
      ['POST', 'a/execute/capi/account/Address', chineseAddress()],
      ['POST', 'a/execute/capi/account/DeleteAddress', { 'a.addressId': '1' }],
      ['POST', 'a/execute/capi/account/OptOut', { 'm.confirm': 'Y' }],
    ];
    for (const [method, path, form] of calls) {
      for (const [lang, message] of [['en_US', 'Please sign in first.'], ['zh_CN', '请先登录。']] as const) {
        const res = method === 'GET' ? await v.get(path, { lang }) : await v.post(path, form, { lang });
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ status: 'failure', code: 'NOT_SIGNED_IN', message });
      }
    }
  });

  describe('profile', () => {
    it('shows and changes every profile field; e-mail stays', async () => {
      const m = await registeredMember(shop);
      const empty = await m.get('a/capi/account/MemberProfile');
      expect(empty.statusCode).toBe(200);
      expect(empty.json().data).toMatchObject({
        email: m.email, nickname: null, birthday: null, household: null, optOutEmail: 'N', optOutSms: 'N', level: 1, levelName: 'Apprentice Butcher',
      });
      expect(empty.json().data.options.household.map((o: { value: string }) => o.value))
        .toEqual(['single', 'couple', 'family-1', 'family-2', 'family-3plus', 'undisclosed']);

      const res = await m.post('a/execute/capi/account/UpdateMemberProfile', {
        'm.nickname': '  Carnivore 肉食者 ', 'm.firstName': 'Li', 'm.lastName': 'Wei', 'm.gender': 'F', 'm.birthday': '1990-02-28',
        'm.household': 'family-2', 'm.nationality': 'CN', 'm.salutation': 'Ms', 'm.optOutEmail': 'Y', 'm.optOutSms': 'Y',
        'm.email': 'someone-else@example.com',
      }, { lang: 'zh_CN' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        email: m.email, nickname: 'Carnivore 肉食者', firstName: 'Li', lastName: 'Wei', gender: 'F', birthday: '1990-02-28',
        household: 'family-2', nationality: 'CN', nationalityName: '中国', salutation: 'Ms', optOutEmail: 'Y', optOutSms: 'Y', levelName: '学徒屠夫',
      });
      expect(res.json().data.options.household[1]).toEqual({ value: 'couple', label: '情侣或已婚' });
      const info = (await m.get('a/capi/account/MemberInfo')).json().data;
      expect(info).toMatchObject({ nickname: 'Carnivore 肉食者', birthdayMissing: false, email: m.email });

      // an absent field stays, an empty one is cleared
      const partial = await m.post('a/execute/capi/account/UpdateMemberProfile', { 'm.lastName': '', 'm.household': 'single' });
      expect(partial.json().data).toMatchObject({ nickname: 'Carnivore 肉食者', lastName: null, household: 'single', birthday: '1990-02-28' });
    });

    it.each([
      ['m.birthday', '2023-02-30', 'Please input your birthday as a real past date (yyyy-MM-dd).', '请输入真实的生日（过去的日期，格式 yyyy-MM-dd）。'],
      ['m.birthday', '2999-01-01', 'Please input your birthday as a real past date (yyyy-MM-dd).', '请输入真实的生日（过去的日期，格式 yyyy-MM-dd）。'],
      ['m.birthday', '01/02/1990', 'Please input your birthday as a real past date (yyyy-MM-dd).', '请输入真实的生日（过去的日期，格式 yyyy-MM-dd）。'],
      ['m.household', 'big', 'Please choose one of the offered options for the household status.', '请从提供的选项中选择家庭状况。'],
      ['m.nationality', 'QQ', 'Please choose one of the offered options for the nationality.', '请从提供的选项中选择国籍。'],
      ['m.salutation', 'Lord', 'Please choose one of the offered options for the salutation.', '请从提供的选项中选择称谓。'],
      ['m.nickname', 'x'.repeat(10_000), 'The nickname can have at most 40 characters.', '昵称最多 40 个字符。'],
      ['m.nickname', 'bad\u0000name', 'The nickname contains characters that are not allowed.', '昵称包含不允许的字符。'],
      ['m.firstName', 'bell\u0007', 'The first name contains characters that are not allowed.', '名字包含不允许的字符。'],
    ])('refuses %s = %j with a localized message and changes nothing', async (field, value, en, zh) => {
      const m = await registeredMember(shop);
      await m.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Before' });
      for (const [lang, message] of [['en_US', en], ['zh_CN', zh]] as const) {
        const res = await m.post('a/execute/capi/account/UpdateMemberProfile', { 'm.lastName': 'Changed', [field]: value }, { lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'failure', code: 'INVALID_FIELD', field, message, fields: { [field]: message } });
      }
      expect(await memberRow(m.email)).toMatchObject({ nickname: 'Before', lastName: null, birthday: null, household: null });
    });
  });

  describe('addresses', () => {
    it('adds, lists, edits, makes default and deletes addresses', async () => {
      const m = await registeredMember(shop);
      const first = await m.post('a/execute/capi/account/Address', chineseAddress());
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'success', data: { addressId: expect.any(Number), chineseAddress: true } });
      const firstId = first.json().data.addressId as number;
      const second = await m.post('a/execute/capi/account/Address', chineseAddress({ 'a.recipient': '李娜', 'a.street': '淮海中路999号', 'a.zip': '' }));
      const secondId = second.json().data.addressId as number;

      let list = (await m.get('a/capi/account/Address.List')).json();
      expect(list.total).toBe(2);
      expect(list.data[0]).toEqual({
        addressId: firstId, recipient: '张伟', province: '上海市', city: '上海市', district: '静安区', street: '南京西路1266号',
        unit: '2号楼1201室', mobile: '13812345678', zip: '200040', isDefault: true, chineseAddress: true,
      }); // the first address is the default
      expect(list.data[1]).toMatchObject({ addressId: secondId, isDefault: false, zip: '' });

      const made = await m.post('a/execute/capi/account/Address', chineseAddress({ 'a.addressId': String(secondId), 'a.recipient': '李娜', 'a.unit': '', 'a.isDefault': 'Y' }));
      expect(made.statusCode).toBe(200);
      list = (await m.get('a/capi/account/Address.List')).json();
      expect(list.data.map((a: { addressId: number; isDefault: boolean }) => [a.addressId, a.isDefault])).toEqual([[secondId, true], [firstId, false]]);
      expect(list.data[0]).toMatchObject({ recipient: '李娜', unit: '' });

      const del = await m.post('a/execute/capi/account/DeleteAddress', { 'a.addressId': String(secondId) });
      expect(del.json()).toEqual({ status: 'success', data: null });
      list = (await m.get('a/capi/account/Address.List')).json();
      expect(list.data).toEqual([expect.objectContaining({ addressId: firstId, isDefault: true })]); // the remaining one became default
      expect((await m.post('a/execute/capi/account/DeleteAddress', { 'a.addressId': String(secondId) })).statusCode).toBe(404);
    });

    it('accepts a street not written in Chinese, with a hint recommending Chinese (regions come from the list: addresses.test.ts)', async () => {
      const m = await registeredMember(shop);
      const res = await m.post('a/execute/capi/account/Address', chineseAddress({ 'a.street': '1266 West Nanjing Road', 'a.unit': 'Tower 2, 1201' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ chineseAddress: false, hint: 'Saved. We recommend writing the address in Chinese so that the courier can read it.' });
      const zh = await m.post('a/execute/capi/account/Address', chineseAddress({ 'a.street': 'West Nanjing Road' }), { lang: 'zh_CN' });
      expect(zh.json().data.hint).toBe('已保存。建议使用中文填写地址，方便快递员识别。');
    });

    it.each([
      ['a.mobile', '12812345678', 'Please input a mainland China mobile number (11 digits starting with 1).', '请输入中国大陆手机号码（以 1 开头的 11 位数字）。'],
      ['a.mobile', '', 'Please input the mobile number.', '请输入手机号码。'],
      ['a.zip', '20004', 'The postcode must have 6 digits.', '邮政编码必须是 6 位数字。'],
      ['a.recipient', '   ', 'Please input the recipient name.', '请输入收货人姓名。'],
      ['a.street', '路'.repeat(121), 'The street address can have at most 120 characters.', '街道地址最多 120 个字符。'],
      ['a.unit', 'x\u0000', 'The building and unit contains characters that are not allowed.', '楼栋和门牌号包含不允许的字符。'],
      ['a.isDefault', 'yes', 'Please choose one of the offered options for the default address.', '请从提供的选项中选择默认地址。'],
    ])('refuses a bad %s (%j) with a localized message and writes nothing', async (field, value, en, zh) => {
      const m = await registeredMember(shop);
      for (const [lang, message] of [['en_US', en], ['zh_CN', zh]] as const) {
        const res = await m.post('a/execute/capi/account/Address', chineseAddress({ [field]: value }), { lang });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'failure', code: 'INVALID_FIELD', field, message, fields: { [field]: message } });
      }
      expect(await addressRows((await memberRow(m.email))!.id)).toEqual([]);
    });

    it('takes a.addressId as form digits or a JSON number, the same in Address and DeleteAddress', async () => {
      const m = await registeredMember(shop);
      const json = (path: string, body: Record<string, unknown>) => shop.inject({
        method: 'POST', url: `/api/${path}`, payload: body,
        headers: { ch: 'website', lang: 'en_US', 'content-type': 'application/json', origin: SHOP_ORIGIN, 'x-forwarded-for': m.ip, cookie: `eshop_session=${m.session!}` },
      });
      const created = await json('a/execute/capi/account/Address', { ...chineseAddress(), 'a.addressId': '' });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.addressId as number;
      const changed = await json('a/execute/capi/account/Address', { ...chineseAddress({ 'a.recipient': '李娜' }), 'a.addressId': id });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.addressId).toBe(id);
      const viaForm = await m.post('a/execute/capi/account/Address', chineseAddress({ 'a.addressId': ` ${id} `, 'a.recipient': '王芳' }));
      expect(viaForm.json().data.addressId).toBe(id);
      expect((await m.get('a/capi/account/Address.List')).json().data).toEqual([expect.objectContaining({ addressId: id, recipient: '王芳' })]);
      for (const bad of [0, -3, 1.5, 2_147_483_648, '1e3', true]) {
        for (const path of ['a/execute/capi/account/Address', 'a/execute/capi/account/DeleteAddress']) {
          const res = await json(path, { ...chineseAddress(), 'a.addressId': bad });
          expect(res.statusCode, `${path} ${JSON.stringify(bad)}`).toBe(400);
          expect(res.json()).toMatchObject({ code: 'INVALID_FIELD', field: 'a.addressId' });
        }
      }
      const deleted = await json('a/execute/capi/account/DeleteAddress', { 'a.addressId': id });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await m.get('a/capi/account/Address.List')).json().data).toEqual([]);
    });

    it("never lets one member read, change or delete another member's addresses", async () => {
      const a = await registeredMember(shop);
      const b = await registeredMember(shop);
      const bId = (await b.post('a/execute/capi/account/Address', chineseAddress({ 'a.recipient': 'B' }))).json().data.addressId as number;
      const bMember = (await memberRow(b.email))!.id;
      const bBefore = await addressRows(bMember);

      expect((await a.get('a/capi/account/Address.List')).json()).toEqual({ status: 'success', data: [], total: 0 });
      const change = await a.post('a/execute/capi/account/Address', chineseAddress({ 'a.addressId': String(bId), 'a.recipient': 'Stolen', 'a.isDefault': 'Y' }));
      expect(change.statusCode).toBe(404);
      expect(change.json()).toEqual({ status: 'failure', code: 'ADDRESS_NOT_FOUND', message: 'This address does not exist.' });
      const del = await a.post('a/execute/capi/account/DeleteAddress', { 'a.addressId': String(bId) }, { lang: 'zh_CN' });
      expect(del.statusCode).toBe(404);
      expect(del.json().message).toBe('该地址不存在。');
      // A's own default does not touch B's
      await a.post('a/execute/capi/account/Address', chineseAddress({ 'a.isDefault': 'Y' }));
      expect(await addressRows(bMember)).toEqual(bBefore);
      // ids out of range or not numbers
      expect((await a.post('a/execute/capi/account/DeleteAddress', { 'a.addressId': '99999999999' })).statusCode).toBe(400);
      expect((await a.post('a/execute/capi/account/Address', chineseAddress({ 'a.addressId': '9999999999' }))).statusCode).toBe(400);
      expect((await a.post('a/execute/capi/account/Address', chineseAddress({ 'a.addressId': '1 or 1=1' }))).statusCode).toBe(400);
      expect((await a.post('a/execute/capi/account/DeleteAddress', { 'a.addressId': '1 or 1=1' })).statusCode).toBe(400);
      expect(await addressRows(bMember)).toEqual(bBefore);
      // the profile is always the caller's own: no id is taken from the request
      await a.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'A' });
      expect((await b.get('a/capi/account/MemberProfile')).json().data.nickname).toBeNull();
    });
  });

  describe('account cancellation (OptOut)', () => {
    it('asks for confirmation with the warning that benefits and stars are lost', async () => {
      const m = await registeredMember(shop);
      const res = await m.post('a/execute/capi/account/OptOut', {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'm.confirm',
        message: 'Cancelling your account cannot be undone: all your membership benefits and stars will be lost. Please confirm to continue.',
      });
      const zh = await m.post('a/execute/capi/account/OptOut', { 'm.confirm': 'N' }, { lang: 'zh_CN' });
      expect(zh.json().message).toBe('注销账户后无法恢复：您的所有会员权益和星星都将失去。请确认后继续。');
      expect((await memberRow(m.email))!.cancelledAt).toBeNull();
    });

    it('wipes personal data and addresses, ends every session and frees the e-mail', async () => {
      const m = await registeredMember(shop);
      await m.post('a/execute/capi/account/UpdateMemberProfile', { 'm.nickname': 'Gone', 'm.birthday': '1980-01-01', 'm.nationality': 'FR' });
      await m.post('a/execute/capi/account/Address', chineseAddress());
      const other = visitor(shop);
      expect((await other.post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD })).statusCode).toBe(200);
      const id = (await memberRow(m.email))!.id;
      const tokens = [m.session!, other.session!];

      const res = await m.post('a/execute/capi/account/OptOut', { 'm.confirm': 'Y' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success' });
      expect(m.session).toBeUndefined(); // the cookie is cleared
      for (const session of tokens) expect((await m.get('a/capi/account/MemberInfo', { session })).statusCode).toBe(403);
      expect(await shop.handle.db.select().from(memberSession).where(eq(memberSession.memberId, id))).toEqual([]);
      expect(await addressRows(id)).toEqual([]);
      const [row] = await shop.handle.db.select().from(member).where(eq(member.id, id));
      expect(row).toMatchObject({ passwordHash: null, nickname: null, birthday: null, nationality: null, phone: null });
      expect(row!.email).not.toBe(m.email);
      expect(row!.email).toMatch(/@cancelled\.invalid$/);
      expect(row!.cancelledAt).toBeInstanceOf(Date);

      expect((await visitor(shop).post('m/account/login.html', { 'm.email': m.email, 'm.password': PASSWORD })).statusCode).toBe(400);
      expect((await visitor(shop).post('m/account/reg.html', registration(m.email))).statusCode).toBe(200);
    });
  });

  it('documents the account calls in the OpenAPI document', async () => {
    const doc = (await shop.get('openapi.json')).json() as { paths: Record<string, unknown> };
    for (const path of ['m/account/reg.html', 'm/account/login.html', 'm/account/logout.html', 'm/account/captcha.html', 'a/capi/account/MemberInfo',
      'a/capi/account/MemberProfile', 'a/execute/capi/account/UpdateMemberProfile', 'a/capi/account/Address.List',
      'a/execute/capi/account/Address', 'a/execute/capi/account/DeleteAddress', 'a/execute/capi/account/OptOut']) {
      expect(Object.keys(doc.paths), path).toContain(`/api/${path}`);
    }
  });
});
