// Product guides of the deli and cellar (productmesg/sausages, coldcuts, seafood, cheese,
// wine). Links point at lists that exist in the catalogue (the browser tests check them).
import type { Bilingual, ProductGuide } from './types.ts';

export const sausages: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Our butchers make sausages every day in our Shanghai kitchen from shoulder meat, natural casings and spices, with no fillers. Next to them: German classics and Spanish chorizo.',
    sections: [
      { heading: 'Our sausages and how to cook them', blocks: [
        { type: 'table', head: ['Sausage', 'Character', 'Best cooked'], rows: [
          ['Cumberland coil', 'Peppery English pork sausage in one long coil', 'Bake at 190 °C for 25 minutes, or grill on a skewer'],
          ['Toulouse', 'Coarse pork with garlic', 'Pan-fry, or in cassoulet and lentil stews'],
          ['Italian fennel', 'Pork with fennel seed and chilli', 'Squeeze out of the casing into pasta sauces, or grill'],
          ['Lamb merguez', 'Spicy North African lamb', 'Grill hot and fast; with couscous or in a baguette'],
          ['Nuremberg Rostbratwurst', 'Small, marjoram-scented', 'Grill 6-8 minutes; serve six with sauerkraut'],
          ['Bavarian Weisswurst', 'Pale veal sausage, already cooked', 'Heat in water just below boiling for 10 minutes; never boil'],
          ['Spanish cooking chorizo', 'Paprika-red, for cooking', 'Slice into paella, beans or eggs'],
        ] },
      ] },
      { heading: 'Cooking tips', blocks: [
        { type: 'list', items: [
          'Do not prick fresh sausages: the juice runs out. Cook over medium heat until 72 °C inside.',
          'For the barbecue, poach thick sausages first for 10 minutes, then grill for colour.',
          'House-made sausages keep 3 days chilled; they freeze well for 3 months.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/sausages', label: 'All sausages' },
      { path: 'list/tag/bbq', label: 'For the barbecue' },
    ],
  },
  zh_CN: {
    lead: '我们的肉师每天在上海厨房用肩部肉、天然肠衣和香料手工制作香肠，不添加任何填充物。此外还有德国经典香肠和西班牙辣肠。',
    sections: [
      { heading: '我们的香肠与烹饪方法', blocks: [
        { type: 'table', head: ['香肠', '特点', '推荐做法'], rows: [
          ['坎伯兰盘肠', '胡椒味浓的英式猪肉香肠，一整条盘成圈', '190 °C 烤 25 分钟，或串起来烤'],
          ['图卢兹香肠', '粗绞猪肉配大蒜', '煎制，或用于卡酥莱砂锅和扁豆炖菜'],
          ['意式茴香香肠', '猪肉配茴香籽和辣椒', '挤出肠衣加入意面酱，或直接烤'],
          ['羊肉梅尔格斯香肠', '辛辣的北非羊肉香肠', '大火快烤，配古斯米或夹法棍'],
          ['纽伦堡烤肠', '小巧、带墨角兰香', '烤 6-8 分钟，六根一份配酸菜'],
          ['巴伐利亚白香肠', '浅色小牛肉香肠，已煮熟', '在将沸未沸的水中加热 10 分钟，切勿煮沸'],
          ['西班牙烹饪辣肠', '红椒粉色，用于烹饪', '切片加入西班牙海鲜饭、豆类或炒蛋'],
        ] },
      ] },
      { heading: '烹饪小贴士', blocks: [
        { type: 'list', items: [
          '新鲜香肠不要戳孔，否则肉汁会流失。中火烹饪至中心 72 °C。',
          '烧烤时，粗香肠先小火煮 10 分钟，再上烤架烤出颜色。',
          '自制香肠可冷藏 3 天，冷冻可保存 3 个月。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/sausages', label: '全部香肠' },
      { path: 'list/tag/bbq', label: '烧烤' },
    ],
  },
};

export const coldcuts: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Cured hams, salami and smoked meats are sliced to order at our deli counters and vacuum-packed for delivery. A board of three or four makes an easy dinner with bread, olives and wine.',
    sections: [
      { heading: 'What is on the counter', blocks: [
        { type: 'table', head: ['Product', 'Origin and character', 'Serve'], rows: [
          ['Iberico Bellota ham, 36 months', 'Spain; acorn-fed black pigs, nutty, melting fat', 'Paper-thin at room temperature, on its own'],
          ['Prosciutto di Parma and San Daniele', 'Italy; sweet, delicate', 'With melon, figs or on pizza after baking'],
          ['Jinhua ham', 'Zhejiang; intensely savoury', 'Cooked: in soups, steamed with tofu or winter melon'],
          ['Salame Milano, Rosette de Lyon', 'Italy, France; fine-grained pork salami', 'Sliced thin on a board or in sandwiches'],
          ['Mortadella with pistachio', 'Bologna; soft and mild', 'Thin slices, or cubed with aperitivo'],
          ['Bresaola', 'Valtellina; air-dried lean beef', 'With rocket, lemon and Parmigiano'],
          ['Guanciale', 'Cured pork cheek', 'Cooked: the base of carbonara and amatriciana'],
          ['House-smoked pastrami', 'Our Shanghai kitchen; spiced, smoked brisket', 'Warm, piled high on rye with mustard'],
        ] },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Take cold cuts out of the fridge 20 minutes before serving: the fat softens and the flavour opens.',
          'Once opened, eat sliced meats within 3-5 days; keep them wrapped so they do not dry out.',
          'Count 50-80 g per person for a starter board, 120 g for a main.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/cold-cuts', label: 'All cold cuts' },
      { path: 'list/cname/ham', label: 'Hams' },
      { path: 'list/cname/tapas', label: 'Tapas' },
    ],
  },
  zh_CN: {
    lead: '风干火腿、萨拉米和烟熏肉在熟食柜台现切，并真空包装配送。三四种拼成一盘，配面包、橄榄和葡萄酒，就是一顿轻松的晚餐。',
    sections: [
      { heading: '柜台上有什么', blocks: [
        { type: 'table', head: ['商品', '产地与特点', '享用方式'], rows: [
          ['伊比利亚橡果火腿（36 个月）', '西班牙；橡果喂养的黑猪，坚果香，脂肪入口即化', '室温下切成薄如纸的片，直接品尝'],
          ['帕尔马火腿、圣丹尼尔火腿', '意大利；甘甜细腻', '配蜜瓜、无花果，或在披萨出炉后铺上'],
          ['金华火腿', '浙江；咸鲜浓郁', '熟食：煲汤，或与豆腐、冬瓜同蒸'],
          ['米兰萨拉米、里昂玫瑰肠', '意大利、法国；细腻的猪肉萨拉米', '切薄片拼盘或夹三明治'],
          ['开心果摩塔戴拉', '博洛尼亚；柔软温和', '切薄片，或切丁做开胃小食'],
          ['风干牛肉', '瓦尔泰利纳；风干瘦牛肉', '配芝麻菜、柠檬和帕玛森奶酪'],
          ['意式风干猪脸肉', '腌制猪脸颊肉', '熟食：卡邦尼和阿马特里切意面的基础'],
          ['自制烟熏牛肉', '上海厨房出品；香料腌制的烟熏牛胸', '加热后厚厚地夹在黑麦面包里，配芥末'],
        ] },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '冷切肉请在食用前 20 分钟从冰箱取出：脂肪回软，香气更足。',
          '开封后 3-5 天内食用；包好保存以免变干。',
          '前菜拼盘每人 50-80 克，作主菜每人 120 克。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/cold-cuts', label: '全部冷切肉' },
      { path: 'list/cname/ham', label: '火腿' },
      { path: 'list/cname/tapas', label: '西班牙小食' },
    ],
  },
};

export const seafood: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Salmon, shellfish and white fish arrive chilled by air several times a week; what is frozen was frozen at sea or at the port, within hours of the catch.',
    sections: [
      { heading: 'What to buy for what', blocks: [
        { type: 'table', head: ['Product', 'Character', 'Best cooked'], rows: [
          ['Norwegian salmon loin, sashimi grade', 'Rich and buttery', 'Raw as sashimi on the day of delivery, or seared rare'],
          ['Salmon fillet and portions', 'Everyday salmon', 'Skin-side down in a hot pan, 4 minutes, 1 minute on the flesh'],
          ['Wild sockeye salmon', 'Deep red, lean, stronger taste', 'Grill or bake; keep it slightly underdone'],
          ['Black cod, Chilean sea bass, cod loin', 'White, flaky; black cod very rich', 'Bake at 200 °C for 10-12 minutes; miso-glazed black cod'],
          ['Argentine red shrimp, white shrimp', 'Sweet, firm', 'Grill in the shell, or peel for pasta and stir-fries'],
          ['Hokkaido scallops', 'Sweet, sashimi grade', 'Raw, or seared 1 minute a side in butter'],
          ['Lobster, king crab', 'The festive choice', 'Lobster: boil 8 minutes per 500 g. King crab legs are cooked: warm through'],
          ['Oysters, mussels', 'Briny shellfish', 'Oysters raw with lemon; mussels steamed with white wine, 5 minutes'],
        ] },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Chilled fish is best the day it arrives and keeps at most one more day in the coldest part of the fridge.',
          'Thaw frozen fish overnight in the fridge, in its pack.',
          'Keep live lobster in its packaging in the fridge, covered with a damp cloth, and cook it the same day.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/seafood', label: 'Shellfish and fish' },
      { path: 'list/cname/salmon', label: 'Salmon' },
      { path: 'list/cname/delicacies', label: 'Caviar and delicacies' },
    ],
  },
  zh_CN: {
    lead: '三文鱼、贝类和白身鱼每周多次冷鲜空运到货；冷冻产品则在海上或港口、捕捞后数小时内完成冷冻。',
    sections: [
      { heading: '按用途挑选', blocks: [
        { type: 'table', head: ['商品', '特点', '推荐做法'], rows: [
          ['挪威刺身级三文鱼背柳', '油润丰腴', '送达当天做刺身，或表面炙烤'],
          ['三文鱼柳与分切块', '日常三文鱼', '鱼皮朝下热锅煎 4 分钟，翻面 1 分钟'],
          ['野生红鲑', '深红、精瘦、风味更浓', '烤制，稍欠熟最佳'],
          ['银鳕鱼、智利海鲈鱼、鳕鱼柳', '白色易散，银鳕鱼油脂丰富', '200 °C 烤 10-12 分钟；味噌烤银鳕鱼'],
          ['阿根廷红虾、白虾', '清甜紧实', '带壳烤，或剥壳做意面和小炒'],
          ['北海道刺身级扇贝', '鲜甜，刺身级', '生食，或用黄油每面煎 1 分钟'],
          ['龙虾、帝王蟹', '节日之选', '龙虾每 500 克煮 8 分钟；帝王蟹腿已煮熟，加热即可'],
          ['生蚝、青口贝', '海味浓郁的贝类', '生蚝挤柠檬生食；青口贝加白葡萄酒蒸 5 分钟'],
        ] },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '冷鲜鱼最好在送达当天食用，放在冰箱最冷处最多再保存一天。',
          '冷冻鱼请连包装放入冷藏室解冻一夜。',
          '活龙虾请连包装放入冰箱并盖上湿布，当天烹饪。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/seafood', label: '贝类与鱼类' },
      { path: 'list/cname/salmon', label: '三文鱼' },
      { path: 'list/cname/delicacies', label: '鱼子酱与珍馐' },
    ],
  },
};

export const cheese: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Our cheese counter keeps about a dozen classics from France, Italy, Spain, Switzerland, the Netherlands and the USA, each at its best age. Cheese is alive: how you keep it matters as much as what you buy.',
    sections: [
      { heading: 'Families of cheese', blocks: [
        { type: 'table', head: ['Family', 'Our cheeses', 'How to enjoy'], rows: [
          ['Fresh', 'Burrata di Puglia, Mozzarella di Bufala', 'Within 2-3 days, at room temperature, with tomatoes and olive oil'],
          ['Soft, bloomy rind', 'Brie de Meaux', 'Ripe when it gives under your thumb; serve with bread and fruit'],
          ['Blue', 'Roquefort', 'With honey, walnuts, pears, or melted over steak'],
          ['Hard and aged', 'Comté 18 months, Gruyère Réserve, Parmigiano Reggiano 24 months, Gouda 24 months, Manchego, Vermont cheddar', 'On a board, grated over pasta, melted in fondue or toasties'],
        ] },
      ] },
      { heading: 'Keeping cheese', blocks: [
        { type: 'list', items: [
          'Wrap cheese in waxed or baking paper, then loosely in a bag, in the vegetable drawer of the fridge: plastic film makes it sweat.',
          'Keep blue cheese wrapped separately so it does not spread its mould.',
          'Hard cheeses keep 3-4 weeks once cut; soft cheeses about a week; fresh cheeses 2-3 days.',
        ] },
      ] },
      { heading: 'Building a cheese board', blocks: [
        { type: 'p', text: 'Take cheese out of the fridge an hour before serving. Choose three to five, from mild to strong: a fresh or soft cheese, a hard one, a blue. Count 100-150 g per person as a course, with bread, nuts, grapes or fig jam.' },
      ] },
    ],
    links: [
      { path: 'list/cname/cheese', label: 'All cheese' },
      { path: 'list/cname/wine', label: 'Wine to go with it' },
      { path: 'list/cname/olives', label: 'Olives and oils' },
    ],
  },
  zh_CN: {
    lead: '我们的奶酪柜台常备来自法国、意大利、西班牙、瑞士、荷兰和美国的十余款经典奶酪，每一款都在最佳熟成期。奶酪是有生命的：怎样保存与买什么同样重要。',
    sections: [
      { heading: '奶酪的种类', blocks: [
        { type: 'table', head: ['种类', '我们的奶酪', '享用方式'], rows: [
          ['新鲜奶酪', '普利亚布拉塔、水牛马苏里拉', '2-3 天内室温享用，配番茄和橄榄油'],
          ['白霉软质', '莫城布里', '拇指按压有弹性即熟成；配面包和水果'],
          ['蓝纹', '洛克福', '配蜂蜜、核桃、梨，或融化在牛排上'],
          ['硬质熟成', '孔泰 18 个月、格吕耶尔珍藏、帕玛森 24 个月、高达 24 个月、曼切戈、佛蒙特切达', '拼盘、刨在意面上、做奶酪火锅或烤三明治'],
        ] },
      ] },
      { heading: '奶酪的保存', blocks: [
        { type: 'list', items: [
          '用蜡纸或烘焙纸包好，再松松地装进袋子，放在冰箱蔬菜抽屉：保鲜膜会让奶酪“出汗”。',
          '蓝纹奶酪请单独包装，以免霉菌扩散。',
          '硬质奶酪切开后可保存 3-4 周；软质奶酪约一周；新鲜奶酪 2-3 天。',
        ] },
      ] },
      { heading: '搭配奶酪拼盘', blocks: [
        { type: 'p', text: '食用前一小时从冰箱取出。选三到五款，由温和到浓烈：一款新鲜或软质、一款硬质、一款蓝纹。作为一道菜每人 100-150 克，配面包、坚果、葡萄或无花果酱。' },
      ] },
    ],
    links: [
      { path: 'list/cname/cheese', label: '全部奶酪' },
      { path: 'list/cname/wine', label: '搭配的葡萄酒' },
      { path: 'list/cname/olives', label: '橄榄与橄榄油' },
    ],
  },
};

export const wine: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'We keep a short list of wines chosen for what is on your plate: French, Spanish, Italian, Chilean, Australian and New World bottles that go with a steak, a roast or a cheese board.',
    sections: [
      { heading: 'What to drink with what', blocks: [
        { type: 'table', head: ['Dish', 'Our suggestion', 'Why'], rows: [
          ['Ribeye, wagyu, grilled lamb', 'Barossa Shiraz, Bordeaux, Saint-Émilion, Cabernet Sauvignon', 'Tannin and ripe fruit stand up to fat and char'],
          ['Roast veal, pork, duck', 'Bourgogne Pinot Noir, Chianti Classico Riserva', 'Fresh acidity, softer tannin'],
          ['Braises and stews', 'Rioja Reserva, Ribera del Duero, Carmenère', 'Savoury, spicy, with body'],
          ['Seafood, oysters, ham', 'Chablis 1er Cru, Cava, Champagne', 'Crisp, mineral and bubbly wines clean the palate'],
          ['Cheese board', 'Chablis for fresh and soft cheeses, Rioja for hard ones', 'Match weight with weight'],
        ] },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Store bottles lying down, in the dark, at a steady 12-16 °C; a kitchen is usually too warm for long.',
          'Serve reds at 16-18 °C (20 minutes in the fridge in a Shanghai summer), whites at 8-10 °C, sparkling at 6-8 °C.',
          'Open older reds an hour ahead; decant those with sediment.',
          'An opened bottle keeps 2-3 days with the cork back in, in the fridge.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/wine', label: 'All wine' },
      { path: 'list/cname/cheese', label: 'Cheese to go with it' },
      { path: 'list/tag/gift', label: 'Gifts' },
    ],
  },
  zh_CN: {
    lead: '我们精选了一份简短的酒单，围绕您的餐桌挑选：法国、西班牙、意大利、智利、澳大利亚及新世界的葡萄酒，搭配牛排、烤肉或奶酪拼盘。',
    sections: [
      { heading: '什么菜配什么酒', blocks: [
        { type: 'table', head: ['菜肴', '推荐', '原因'], rows: [
          ['肉眼、和牛、烤羊肉', '巴罗萨设拉子、波尔多、圣埃美隆、赤霞珠', '单宁与成熟果味能够平衡油脂与炭烤香'],
          ['烤小牛肉、猪肉、鸭肉', '勃艮第黑皮诺、经典基安蒂珍藏', '酸度清新，单宁柔和'],
          ['炖菜与焖菜', '里奥哈珍藏、杜埃罗河岸、佳美娜', '咸鲜、带香料感、酒体饱满'],
          ['海鲜、生蚝、火腿', '夏布利一级园、卡瓦、香槟', '爽脆、矿物感和气泡能清洁口腔'],
          ['奶酪拼盘', '新鲜与软质奶酪配夏布利，硬质奶酪配里奥哈', '浓淡相配'],
        ] },
      ] },
      { heading: '保存与侍酒', blocks: [
        { type: 'list', items: [
          '酒瓶平放、避光，保持 12-16 °C 恒温；厨房通常太热，不宜长期存放。',
          '红葡萄酒 16-18 °C 饮用（上海夏天可冷藏 20 分钟），白葡萄酒 8-10 °C，起泡酒 6-8 °C。',
          '陈年红酒提前一小时开瓶；有沉淀的请醒酒。',
          '开瓶后塞回瓶塞冷藏，可保存 2-3 天。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/wine', label: '全部葡萄酒' },
      { path: 'list/cname/cheese', label: '搭配的奶酪' },
      { path: 'list/tag/gift', label: '礼品' },
    ],
  },
};
