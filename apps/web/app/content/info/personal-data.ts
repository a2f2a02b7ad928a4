// about/personal-data: the personal data statement (what the shop stores, as built:
// docs/decisions/0007 accounts and sessions, 0010 SMS and WeChat, 0012 orders).
import type { Bilingual, InfoContent } from './types.ts';

export const personalData: Bilingual<InfoContent> = {
  en_US: {
    lead: 'This statement explains which personal data Butcher & Deli keeps when you shop with us, why, for how long, and what you can ask of us.',
    sections: [
      {
        heading: 'What we collect',
        blocks: [
          { type: 'table', head: ['Data', 'What it is'], rows: [
            ['Account', 'E-mail address, password (stored only as a one-way hash), nickname, name, salutation, gender, birthday, household and nationality if you enter them, and your e-mail and SMS marketing choices.'],
            ['Addresses', 'Recipient name, address, postcode and mobile number of each delivery address you save.'],
            ['Orders', 'What you bought, prices, vouchers and stars used, payment status, delivery or pickup details, invoice requests and your messages to us.'],
            ['Phone', 'Your mobile number, once confirmed with an SMS code.'],
            ['WeChat', 'The WeChat openid of your account when you sign in with WeChat: an identifier WeChat gives us for our shop, not your WeChat ID or contacts.'],
            ['Reviews and requests', 'The text and photos you send, and our replies.'],
            ['Technical', 'A session cookie that keeps you signed in and a cookie with your language. Our server logs record requests without personal data.'],
          ] },
        ],
      },
      {
        heading: 'Why we use it',
        blocks: [
          { type: 'list', items: [
            'To deliver your order: the courier receives the recipient\'s name, mobile number and address, nothing else.',
            'To run your membership: stars, levels, vouchers and the birthday gift.',
            'To answer your requests and protect your account (sign-in checks and limits against abuse).',
            'To send offers by e-mail or SMS, only if you have not opted out.',
          ] },
          { type: 'p', text: 'We do not sell personal data, and we share it only with the services needed to serve you: the courier, WeChat Pay and our SMS and e-mail providers.' },
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          { type: 'list', items: [
            'Account, addresses, phone and WeChat link: until you deactivate your account.',
            'A sign-in session: 30 days after your last visit.',
            'Orders and invoices: as long as Chinese accounting and tax law requires; after a deactivation they are kept without your name or contact details.',
          ] },
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          { type: 'list', items: [
            'See and correct your data at any time in your account (profile, addresses, phone).',
            'Opt out of marketing e-mails and SMS.',
            'Deactivate your account in My account: your personal data and addresses are deleted and every session ends. Stars and vouchers are lost.',
            'Ask us what we hold about you, or ask a question about this statement.',
          ] },
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          { type: 'p', text: 'For any question about your personal data, file a request of the type "account related" from your account, or write to Butcher & Deli, 1445 Hongqiao Road, Changning District, Shanghai. We answer within 15 working days.' },
          { type: 'links', items: [{ label: 'My account', path: 'my' }] },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '本声明说明您在屠夫与熟食购物时，我们保存哪些个人信息、用途、保存期限，以及您可以向我们提出的要求。',
    sections: [
      {
        heading: '我们收集的信息',
        blocks: [
          { type: 'table', head: ['信息', '内容'], rows: [
            ['账户', '电子邮箱、密码（仅以不可逆的哈希形式保存）、昵称、姓名、称谓、性别、生日，以及您填写的家庭状况和国籍，和您的邮件及短信营销偏好。'],
            ['地址', '您保存的每个收货地址的收件人姓名、地址、邮编和手机号。'],
            ['订单', '购买的商品、价格、使用的优惠券和星星、支付状态、配送或自提信息、发票要求以及您给我们的留言。'],
            ['手机', '经短信验证码确认后的手机号。'],
            ['微信', '使用微信登录时您账户的微信 openid：这是微信为本店生成的标识，并非您的微信号或通讯录。'],
            ['评价与申请', '您发送的文字和照片，以及我们的回复。'],
            ['技术信息', '保持登录状态的会话 Cookie 和记录语言的 Cookie。服务器日志只记录请求，不含个人信息。'],
          ] },
        ],
      },
      {
        heading: '信息用途',
        blocks: [
          { type: 'list', items: [
            '配送订单：快递公司仅获得收件人姓名、手机号和地址。',
            '管理会员权益：星星、等级、优惠券和生日礼物。',
            '回复您的申请并保护账户安全（登录验证及防滥用限制）。',
            '在您未退订的情况下，通过邮件或短信发送优惠信息。',
          ] },
          { type: 'p', text: '我们不出售个人信息，仅与为您提供服务所必需的机构共享：快递公司、微信支付以及短信和邮件服务商。' },
        ],
      },
      {
        heading: '保存期限',
        blocks: [
          { type: 'list', items: [
            '账户、地址、手机号和微信绑定：保存至您注销账户。',
            '登录会话：最后一次访问后 30 天。',
            '订单和发票：按中国会计与税务法规要求的期限保存；注销账户后不再包含您的姓名和联系方式。',
          ] },
        ],
      },
      {
        heading: '您的权利',
        blocks: [
          { type: 'list', items: [
            '随时在会员中心查看和更正您的信息（个人资料、地址、手机号）。',
            '退订营销邮件和短信。',
            '在会员中心注销账户：您的个人信息和地址将被删除，所有登录会话结束，星星和优惠券将作废。',
            '询问我们保存了您的哪些信息，或就本声明提出问题。',
          ] },
        ],
      },
      {
        heading: '联系我们',
        blocks: [
          { type: 'p', text: '如对个人信息有任何疑问，请在会员中心提交“账户相关”类型的申请，或来信至：上海市长宁区虹桥路1445号 屠夫与熟食。我们将在 15 个工作日内答复。' },
          { type: 'links', items: [{ label: '会员中心', path: 'my' }] },
        ],
      },
    ],
  },
};
