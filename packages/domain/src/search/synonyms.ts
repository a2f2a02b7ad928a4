// Words that mean the same product to a shopper, across English and Chinese (salmon ↔
// 三文鱼 ↔ 鲑鱼, steak ↔ 牛排, Australia ↔ 澳洲 ↔ 澳大利亚). The index adds every member of
// a group to a product that mentions any member, so a query in either language finds it.
// Chinese members are matched as substrings and need two characters or more: a single
// character (牛) would also be found inside unrelated words (牛奶, milk).
// Latin members are single words as a shopper types them; they go through the same
// normalisation and plural stemming as product texts.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Meat and cuts
  ['beef', '牛肉'],
  ['steak', '牛排'],
  ['wagyu', '和牛'],
  ['ribeye', '肉眼'],
  ['striploin', 'sirloin', '西冷', '沙朗'],
  ['tenderloin', 'filet', 'filetmignon', '菲力', '牛柳'],
  ['tomahawk', '战斧'],
  ['brisket', '牛胸肉'],
  ['mince', 'minced', 'ground', '肉糜', '肉末', '绞肉', '肉馅'],
  ['rib', '肋排', '排骨'],
  ['shank', '羊膝', '牛腱', '小牛膝'],
  ['cheek', '脸颊', '猪脸'],
  ['belly', '五花肉'],
  ['shoulder', '肩肉', '羊肩', '猪肩'],
  ['leg', '羊腿', '鸭腿', '鸡腿'],
  ['wing', '鸡翅', '中翅'],
  ['breast', '鸡胸', '鸭胸', '胸肉'],
  ['pork', '猪肉'],
  ['lamb', 'mutton', '羊肉', '羔羊', '羊排'],
  ['veal', '小牛肉', '小牛'],
  ['venison', 'deer', '鹿肉'],
  ['chicken', '鸡肉'],
  ['duck', '鸭肉', '鸭胸', '鸭腿', '整鸭'],
  ['turkey', '火鸡'],
  ['goose', '整鹅', '鹅肉'],
  ['poultry', '禽类', '家禽'],
  ['ham', 'jamon', 'prosciutto', '火腿'],
  ['bacon', '培根'],
  ['sausage', 'bratwurst', 'wurst', '香肠', '烤肠', '盘肠', '法兰克福肠'],
  ['salami', 'salame', '萨拉米'],
  ['charcuterie', '冷切', '熟食'],
  // Fish and seafood
  ['salmon', '三文鱼', '鲑鱼', '红鲑', '银鲑'],
  ['cod', '鳕鱼'],
  ['bass', '海鲈鱼', '鲈鱼'],
  ['shrimp', 'prawn', '红虾', '白虾', '虾仁', '大虾'],
  ['lobster', '龙虾'],
  ['crab', '帝王蟹', '大闸蟹', '蟹腿', '螃蟹'],
  ['scallop', '扇贝'],
  ['oyster', '生蚝', '牡蛎'],
  ['mussel', '青口', '贻贝'],
  ['clam', '北极贝', '蛤蜊'],
  ['octopus', '章鱼'],
  ['anchovy', 'boquerone', '凤尾鱼'],
  ['caviar', '鱼子酱'],
  ['roe', 'ikura', '鱼籽'],
  ['seafood', '海鲜'],
  ['sashimi', '刺身', '生鱼片'],
  // Dairy, deli and pantry
  ['cheese', '奶酪', '芝士', '干酪'],
  ['butter', '黄油'],
  ['milk', '牛奶'],
  ['cream', '奶油'],
  ['egg', '鸡蛋'],
  ['yogurt', 'yoghurt', '酸奶'],
  ['wine', '葡萄酒', '红酒'],
  ['champagne', '香槟'],
  ['sparkling', '起泡酒'],
  ['truffle', '松露'],
  ['foiegras', '鹅肝', '鸭肝'],
  ['olive', '橄榄'],
  ['mustard', '芥末'],
  ['pepper', '胡椒'],
  ['paprika', '红椒粉'],
  ['pasta', 'spaghetti', '意大利面', '意面', '细面'],
  ['rice', '大米', '饭米'],
  ['tomato', '番茄', '西红柿'],
  ['potato', '土豆', '马铃薯'],
  ['mushroom', '蘑菇', '野生菌'],
  ['asparagus', '芦笋'],
  ['herb', '香草'],
  ['sauce', '酱汁', '调味汁'],
  ['soy', '酱油', '生抽'],
  // Occasions and ways of cooking
  ['bbq', 'barbecue', 'grill', '烧烤', '烤炉'],
  ['hotpot', '火锅'],
  ['gift', 'hamper', '礼盒', '礼品'],
  ['christmas', 'xmas', '圣诞'],
  ['charcoal', '木炭'],
  // Origins
  ['australia', 'australian', 'aussie', '澳洲', '澳大利亚'],
  ['newzealand', 'nz', '新西兰'],
  ['usa', 'us', 'america', 'american', '美国'],
  ['canada', 'canadian', '加拿大'],
  ['netherlands', 'dutch', 'holland', '荷兰'],
  ['spain', 'spanish', '西班牙'],
  ['italy', 'italian', '意大利'],
  ['france', 'french', '法国'],
  ['japan', 'japanese', '日本'],
  ['germany', 'german', '德国'],
  ['norway', 'norwegian', '挪威'],
  ['chile', 'chilean', '智利'],
  ['argentina', 'argentine', 'argentinian', '阿根廷'],
  ['china', 'chinese', '中国'],
  ['switzerland', 'swiss', '瑞士'],
  ['greece', 'greek', '希腊'],
  ['ecuador', 'ecuadorian', '厄瓜多尔'],
];

/**
 * One-way: a product that mentions a narrower word is also found by the broader one
 * (a ribeye is a steak; a steak is not a ribeye). Narrower words as in SYNONYM_GROUPS.
 */
export const BROADER: readonly { narrower: readonly string[]; broader: string }[] = [
  { narrower: ['ribeye', 'striploin', 'sirloin', 'filet', 'filetmignon', 'tomahawk', 'rump', 'tbone', '肉眼', '西冷', '菲力', '战斧', '牛臀'], broader: 'steak 牛排' },
  // A lamb rack or cutlet is a chop to a shopper typing "lamb chops"; 羊排 and 猪排 are chops.
  { narrower: ['cutlet', 'rack', '羊排', '羊小排', '猪排'], broader: 'chop' },
  { narrower: ['lobster', 'crab', 'shrimp', 'prawn', 'scallop', 'oyster', 'mussel', 'clam', 'octopus', '龙虾', '帝王蟹', '扇贝', '生蚝', '青口', '北极贝', '章鱼'], broader: 'seafood 海鲜' },
];

/**
 * Categories of boxes that hold other products (a steak set, a hamper). A search for a
 * product lists the product itself before the boxes that contain it, unless the query
 * names the box's category (套餐, hamper) (docs/decisions/0035).
 */
export const BUNDLE_CATEGORIES: readonly string[] = ['sets', 'seasonal'];
