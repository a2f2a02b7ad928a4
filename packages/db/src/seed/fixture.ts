// A tiny, complete seed data set for fast tests: 2 categories, 3 items (one sold out,
// one with two SKUs), 2 stores (one without pickup), 1 recipe, 3 gifts (min levels 1, 3
// and 4; one with 2 left), 1 slide, 1 special.
import type { SeedData } from './data/model.ts';

export function fixtureData(): SeedData {
  return {
    categories: [
      { code: 'beef', name: { en: 'Beef', zh: '牛肉' }, blurb: { en: 'Steaks', zh: '牛排' }, art: 'steak', colour: '#B06A5E' },
      { code: 'cheese', name: { en: 'Cheese', zh: '奶酪' }, blurb: { en: 'Cheeses', zh: '奶酪' }, art: 'cheese', colour: '#D4B86A' },
    ],
    items: [
      {
        code: 'T-RIBEYE',
        category: 'beef',
        name: { en: 'Test Ribeye', zh: '测试肉眼' },
        description: { en: 'A ribeye.', zh: '肉眼。' },
        origin: { en: 'Australia', zh: '澳大利亚' },
        originCountry: 'AU',
        brand: 'Acme Farms',
        classified: 'chilled',
        tags: ['bestseller', 'bbq'],
        facts: [{ label: { en: 'Cut', zh: '部位' }, value: { en: 'Ribeye', zh: '肉眼' } }],
        skus: [
          { spec: { en: '250 g', zh: '250克' }, weightG: 250, priceFen: 12800, listPriceFen: 14800, stock: 5 },
          { spec: { en: '500 g', zh: '500克' }, weightG: 500, priceFen: 24800, listPriceFen: null, stock: 2 },
        ],
        sold: 100,
      },
      {
        code: 'T-MINCE',
        category: 'beef',
        name: { en: 'Test Mince', zh: '测试牛肉末' },
        description: { en: 'Mince.', zh: '肉末。' },
        origin: { en: 'New Zealand', zh: '新西兰' },
        originCountry: 'NZ',
        brand: null,
        classified: 'frozen',
        tags: ['new'],
        facts: [],
        skus: [{ spec: { en: '500 g', zh: '500克' }, weightG: 500, priceFen: 6800, listPriceFen: null, stock: 0 }],
        sold: 10,
        art: 'mince',
      },
      {
        code: 'T-COMTE',
        category: 'cheese',
        name: { en: 'Test Comté', zh: '测试孔泰' },
        description: { en: 'Cheese.', zh: '奶酪。' },
        origin: { en: 'France', zh: '法国' },
        originCountry: 'FR',
        brand: 'Fromagerie',
        classified: 'chilled',
        tags: ['bestseller', 'gift'],
        facts: [],
        skus: [{ spec: { en: '200 g', zh: '200克' }, weightG: 200, priceFen: 8800, listPriceFen: null, stock: 9 }],
        sold: 50,
      },
    ],
    tags: [
      { code: 'bestseller', name: { en: 'Best sellers', zh: '热销' } },
      { code: 'new', name: { en: 'New', zh: '新品' } },
    ],
    stores: [
      {
        code: 'a', name: { en: 'Store A', zh: 'A店' }, address: { en: '1 A Road', zh: 'A路1号' }, district: { en: 'Pudong', zh: '浦东' },
        phone: '021-60000001', latitude: 31.22, longitude: 121.55, pickup: 'Y', opens: '09:00', closes: '19:00',
      },
      {
        code: 'b', name: { en: 'Store B', zh: 'B店' }, address: { en: '2 B Road', zh: 'B路2号' }, district: { en: "Jing'an", zh: '静安' },
        phone: '021-60000002', latitude: 31.23, longitude: 121.45, pickup: 'N', opens: '09:00', closes: '19:00',
      },
    ],
    recipeAttributes: [
      { kind: 'chef', code: 'chef-a', name: { en: 'Chef A', zh: 'A厨师' } },
      { kind: 'difficulty', code: 'easy', name: { en: 'Easy', zh: '简单' } },
      { kind: 'ingredient', code: 'beef', name: { en: 'Beef', zh: '牛肉' } },
      { kind: 'cuisine', code: 'french', name: { en: 'French', zh: '法式' } },
    ],
    recipes: [
      {
        code: 'R-STEAK', name: { en: 'Pan steak', zh: '煎牛排' }, summary: { en: 'Simple.', zh: '简单。' },
        chef: 'chef-a', difficulty: 'easy', mainIngredient: 'beef', cuisine: 'french',
        servings: 2, prepMinutes: 5, cookMinutes: 10, videoUrl: null,
        ingredients: [
          { name: { en: 'Ribeye', zh: '肉眼' }, quantity: 0.5, unit: { en: 'kg', zh: '公斤' }, spice: false, itemCode: 'T-RIBEYE' },
          { name: { en: 'Salt', zh: '盐' }, quantity: null, unit: null, spice: true, itemCode: null },
        ],
        steps: [{ en: 'Sear.', zh: '煎。' }, { en: 'Rest.', zh: '静置。' }],
        art: 'pan', colour: '#6b8e4e',
      },
    ],
    gifts: [
      {
        code: 'T-APRON', name: { en: 'Test apron', zh: '测试围裙' }, description: { en: 'An apron.', zh: '围裙。' },
        starsTenths: 3000, stock: 20, minLevel: 1, worthFen: 3900, art: 'apron', colour: '#8C7B6B',
      },
      {
        code: 'T-CLASS', name: { en: 'Test class seat', zh: '测试课程席位' }, description: { en: 'A seat.', zh: '席位。' },
        starsTenths: 32000, stock: 2, minLevel: 3, worthFen: 38000, art: 'ticket', colour: '#C08A3E',
      },
      {
        code: 'T-BBQ', name: { en: 'Test BBQ seat', zh: '测试烧烤会席位' }, description: { en: 'A BBQ.', zh: '烧烤。' },
        starsTenths: 25000, stock: 10, minLevel: 4, worthFen: null, art: 'grill', colour: '#7A5A4A',
      },
    ],
    content: {
      slides: [
        {
          title: { en: 'Slide', zh: '幻灯片' }, subtitle: { en: 'Sub', zh: '副' },
          link: [{ tag: 'wagyu' }, { category: ['beef'] }], art: 'steak', colour: '#8c3b3b',
        },
      ],
      specials: [
        {
          title: { en: 'Special', zh: '特惠' }, body: { en: 'Body', zh: '正文' }, badge: { en: 'New', zh: '新' },
          link: [{ itemIn: ['cheese'], tag: 'gift' }], art: 'cheese', colour: '#c9a227',
        },
      ],
      customerVoices: { en_US: [{ name: 'A', district: 'Pudong', rating: 5, text: 'Great' }], zh_CN: [{ name: 'A', district: '浦东', rating: 5, text: '很好' }] },
      quickNav: ['beef', 'lamb', 'cheese'],
      deliveryPromise: {
        en_US: { title: 'T', points: ['p'], cutoff: '16:00', cities: 1300, maxTempC: 4, coldHours: 36 },
        zh_CN: { title: 'T', points: ['p'], cutoff: '16:00', cities: 1300, maxTempC: 4, coldHours: 36 },
      },
      todayRecommendation: { en_US: { headline: 'Today', subline: 's' }, zh_CN: { headline: '今日', subline: 's' } },
    },
  };
}
