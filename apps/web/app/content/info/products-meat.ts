// Product guides of the fresh meat (productmesg/beef, lamb, pork, veal, poultry): what our
// butchers tell customers at the counter. Links point at lists that exist in the catalogue
// (seed categories and tags; the browser tests check each one returns products).
import type { Bilingual, ProductGuide } from './types.ts';

export const beef: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'From everyday mince to A5 wagyu, beef is what our butchers cut most. Knowing the cut, the feeding and the grade tells you how to cook it.',
    sections: [
      { heading: 'Cuts and how to cook them', blocks: [
        { type: 'table', head: ['Cut', 'Character', 'Best cooked'], rows: [
          ['Ribeye', 'Marbled, juicy, rich; the spinalis cap is the best bite', 'Pan or grill, hot and fast; rest 5 minutes'],
          ['Striploin (sirloin)', 'Firm, beefy, a strip of fat along one side', 'Pan or grill; render the fat edge first'],
          ['Tenderloin (filet)', 'The most tender and the leanest', 'Sear, then finish in a 180 °C oven; serve medium-rare'],
          ['Rump', 'Lean with a good chew and full flavour', 'Grill to medium-rare, slice across the grain'],
          ['Short rib, brisket, cheeks, shin', 'Lots of connective tissue', 'Braise 3-4 hours or smoke low and slow'],
          ['Short plate slices', 'Thin, fatty slices', 'Hotpot or sukiyaki: seconds in the broth'],
        ] },
      ] },
      { heading: 'Feeding, grades and origins', blocks: [
        { type: 'list', items: [
          'Grain-fed (Australia, USA, Canada): finished on grain for 100-450 days, more marbling and a sweeter, buttery taste.',
          'Grass-fed (New Zealand, Australia): leaner, firmer, with a mineral, beefy flavour; cook a little less.',
          'USDA Prime and Choice are the top US grades by marbling; Canadian AAA is comparable to Choice.',
          'Wagyu is graded by marbling score: Australian MB 6-7 is richly marbled, MB 8-9 very rich; Japanese A5 (BMS 10-12) is the highest grade and best eaten in small portions.',
        ] },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Keep vacuum-packed steaks at 0-4 °C and cook within five days, or freeze on the day they arrive.',
          'Take steaks out of the fridge 30 minutes before cooking and pat them dry; salt just before they go in the pan.',
          'Core temperatures: rare 50 °C, medium-rare 55 °C, medium 60 °C. Rest the meat for half its cooking time.',
          'Wagyu needs no oil: its own fat is enough. Serve 80-100 g per person.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/beef', label: 'All beef' },
      { path: 'list/tag/steak', label: 'Steaks' },
      { path: 'list/tag/wagyu', label: 'Wagyu' },
      { path: 'list/tag/grass-fed', label: 'Grass-fed' },
      { path: 'list/tag/hotpot', label: 'For hotpot' },
    ],
  },
  zh_CN: {
    lead: '从日常肉馅到 A5 和牛，牛肉是我们的肉师分切最多的肉类。了解部位、饲养方式和等级，就知道该怎么烹饪。',
    sections: [
      { heading: '部位与烹饪方法', blocks: [
        { type: 'table', head: ['部位', '特点', '推荐做法'], rows: [
          ['肉眼', '油花丰富、多汁浓郁，眼盖部分最为美味', '平底锅或烤架大火快煎，静置 5 分钟'],
          ['西冷', '紧实有嚼劲，一侧带有油边', '平底锅或烤架，先煎油边'],
          ['菲力', '最嫩也最瘦', '煎封后放入 180 °C 烤箱完成，三至五分熟'],
          ['臀肉', '精瘦有嚼劲，肉味十足', '烤至三分熟，逆纹切片'],
          ['牛小排、牛胸、牛脸、牛腱', '结缔组织多', '炖煮 3-4 小时或低温慢烟熏'],
          ['牛五花片', '薄切、油脂丰富', '火锅或寿喜烧，涮几秒即可'],
        ] },
      ] },
      { heading: '饲养方式、等级与产地', blocks: [
        { type: 'list', items: [
          '谷饲（澳大利亚、美国、加拿大）：出栏前谷物育肥 100-450 天，大理石花纹更多，口感甘甜如黄油。',
          '草饲（新西兰、澳大利亚）：更瘦更紧实，肉味浓郁带矿物感；烹饪时间稍短。',
          '美国农业部 Prime 和 Choice 是按大理石花纹评定的美国最高等级；加拿大 AAA 级与 Choice 相当。',
          '和牛按雪花评分分级：澳洲 MB 6-7 油花丰富，MB 8-9 极为丰富；日本 A5（BMS 10-12）为最高等级，宜小份品尝。',
        ] },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '真空包装牛排请在 0-4 °C 冷藏，五天内食用；或在收货当天冷冻。',
          '烹饪前 30 分钟从冰箱取出并擦干表面；下锅前再撒盐。',
          '中心温度：一分熟 50 °C，三分熟 55 °C，五分熟 60 °C。静置时间为烹饪时间的一半。',
          '和牛无需加油，自身油脂足够。每人 80-100 克为宜。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/beef', label: '全部牛肉' },
      { path: 'list/tag/steak', label: '牛排' },
      { path: 'list/tag/wagyu', label: '和牛' },
      { path: 'list/tag/grass-fed', label: '草饲' },
      { path: 'list/tag/hotpot', label: '火锅' },
    ],
  },
};

export const lamb: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Our lamb is mostly grass-fed from New Zealand and Australia: young, mild and clean-tasting, nothing like the strong mutton many people expect. Farmed venison is leaner still.',
    sections: [
      { heading: 'Cuts and how to cook them', blocks: [
        { type: 'table', head: ['Cut', 'Character', 'Best cooked'], rows: [
          ['Rack (frenched)', 'Tender, a thin fat cap, elegant to serve', 'Sear fat-side down, roast at 200 °C for 12-15 minutes'],
          ['Cutlets and loin chops', 'Quick-cooking, juicy', 'Grill or pan, 2-3 minutes a side'],
          ['Leg (boneless)', 'Lean, easy to carve', 'Roast at 180 °C to 58 °C inside, or butterfly and grill'],
          ['Shoulder (bone-in)', 'Fatty and full of flavour', 'Slow-roast 4 hours at 150 °C until it pulls apart'],
          ['Shanks', 'Gelatinous, rich', 'Braise 2.5 hours with wine and tomato'],
          ['Rolls for hotpot', 'Thin slices of Inner Mongolia lamb', 'Hotpot, or stir-fried with cumin'],
          ['Venison loin', 'Very lean, fine-grained', 'Sear and serve rare to medium-rare; never overcook'],
        ] },
      ] },
      { heading: 'Origins', blocks: [
        { type: 'p', text: 'New Zealand lambs graze outdoors all year, which keeps the flavour mild; Australian lamb is a little larger with a firmer fat. Inner Mongolia lamb is the classic for hotpot. Our venison is farmed red deer from Fiordland.' },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Chilled lamb keeps 3-5 days in its vacuum pack; mince 1-2 days.',
          'Lamb loves rosemary, garlic, thyme, cumin and mint; venison goes with juniper, red wine and berries.',
          'Rest roasts 10-15 minutes under foil before carving.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/lamb-venison', label: 'All lamb & venison' },
      { path: 'list/tag/grass-fed', label: 'Grass-fed' },
      { path: 'list/tag/bbq', label: 'For the barbecue' },
    ],
  },
  zh_CN: {
    lead: '我们的羊肉主要是来自新西兰和澳大利亚的草饲羔羊：肉质幼嫩、味道温和清新，与很多人印象中膻味重的羊肉完全不同。牧场鹿肉则更加精瘦。',
    sections: [
      { heading: '部位与烹饪方法', blocks: [
        { type: 'table', head: ['部位', '特点', '推荐做法'], rows: [
          ['法式羊排', '细嫩、表层薄脂，摆盘优雅', '脂肪面朝下煎封，200 °C 烤 12-15 分钟'],
          ['羊肋排与羊腰排', '快熟、多汁', '烤架或平底锅每面 2-3 分钟'],
          ['去骨羊腿', '精瘦、易切', '180 °C 烤至中心 58 °C，或展开后炭烤'],
          ['带骨羊肩', '油脂丰富、风味浓郁', '150 °C 慢烤 4 小时至可轻松撕开'],
          ['羊膝', '胶质丰富、口感浓郁', '加红酒和番茄炖 2.5 小时'],
          ['火锅羊肉卷', '内蒙古羊肉薄片', '涮火锅，或加孜然爆炒'],
          ['鹿里脊', '极瘦、纹理细腻', '煎封后一至三分熟享用，切勿过熟'],
        ] },
      ] },
      { heading: '产地', blocks: [
        { type: 'p', text: '新西兰羔羊全年户外放养，风味温和；澳大利亚羔羊体型稍大，脂肪更紧实。内蒙古羊肉是涮火锅的经典之选。我们的鹿肉来自峡湾地区牧场饲养的马鹿。' },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '冷鲜羊肉真空包装可冷藏 3-5 天；肉馅 1-2 天。',
          '羊肉与迷迭香、大蒜、百里香、孜然和薄荷最配；鹿肉适合杜松子、红酒和浆果。',
          '烤肉出炉后盖上锡纸静置 10-15 分钟再切。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/lamb-venison', label: '全部羊肉与鹿肉' },
      { path: 'list/tag/grass-fed', label: '草饲' },
      { path: 'list/tag/bbq', label: '烧烤' },
    ],
  },
};

export const pork: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Good pork is pink, not grey, with firm white fat. We sell slow-grown Canadian and Dutch pork for everyday cooking, Iberico and Kurobuta for special meals, and Jinhua "two-end-black" pork for Chinese dishes.',
    sections: [
      { heading: 'Cuts and how to cook them', blocks: [
        { type: 'table', head: ['Cut', 'Character', 'Best cooked'], rows: [
          ['Belly', 'Layers of fat and meat', 'Roast for crackling, braise as hong shao rou, or slice for barbecue'],
          ['Loin chops, tomahawk chops', 'Lean with a fat rim', 'Brine 1 hour, pan-fry to 63 °C inside'],
          ['Tenderloin', 'Very lean and tender', 'Roast whole at 200 °C for 15-20 minutes'],
          ['Shoulder (boneless)', 'Marbled, forgiving', 'Pulled pork: 6 hours at 120 °C, or stew'],
          ['Baby back and spare ribs', 'Meaty ribs', 'Bake covered 2 hours at 150 °C, then glaze and grill'],
          ['Iberico presa', 'Deeply marbled shoulder steak', 'Grill like beef, served pink'],
          ['Trotters', 'Full of gelatine', 'Braise with soy and star anise'],
        ] },
      ] },
      { heading: 'Breeds and origins', blocks: [
        { type: 'list', items: [
          'Canada and the Netherlands: lean, consistent pork from family farms, our everyday range.',
          'Spanish Iberico: black pigs that roam oak forests; the fat is soft and nutty.',
          'Kagoshima Kurobuta (Berkshire): fine-grained and sweet, sliced thin for shabu-shabu.',
          'Jinhua two-end-black: the Zhejiang breed behind Jinhua ham, rich and fragrant in braises.',
        ] },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Chilled pork keeps 3 days; mince 1-2 days. Freeze what you will not cook in time.',
          'Whole cuts of pork are safe and juicy at 63 °C inside with a short rest; mince and sausages need 72 °C.',
          'Apple, sage, fennel and mustard suit pork; so do soy, ginger and Shaoxing wine.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/pork', label: 'All pork' },
      { path: 'list/tag/bbq', label: 'For the barbecue' },
      { path: 'list/cname/ham', label: 'Hams' },
    ],
  },
  zh_CN: {
    lead: '好的猪肉呈粉红色而非灰色，脂肪洁白紧实。我们供应慢速生长的加拿大和荷兰猪肉作日常烹饪，伊比利亚黑猪和鹿儿岛黑猪用于特别的餐桌，金华两头乌猪肉则适合中式菜肴。',
    sections: [
      { heading: '部位与烹饪方法', blocks: [
        { type: 'table', head: ['部位', '特点', '推荐做法'], rows: [
          ['五花肉', '肥瘦相间', '烤出脆皮、做红烧肉，或切片烧烤'],
          ['带骨猪排、战斧猪排', '精瘦带油边', '盐水浸泡 1 小时，煎至中心 63 °C'],
          ['猪里脊', '极瘦极嫩', '整条 200 °C 烤 15-20 分钟'],
          ['去骨猪肩肉', '有油花，不易烤柴', '手撕猪肉：120 °C 烤 6 小时，或炖煮'],
          ['小肋排、大肋排', '肉厚的排骨', '加盖 150 °C 烤 2 小时，再刷酱烤上色'],
          ['伊比利亚猪颈肉', '雪花丰富的肩部肉排', '像牛排一样烤，保留粉红色'],
          ['猪蹄', '胶质丰富', '加酱油和八角红烧'],
        ] },
      ] },
      { heading: '品种与产地', blocks: [
        { type: 'list', items: [
          '加拿大与荷兰：家庭农场出产的猪肉，精瘦稳定，是我们的日常系列。',
          '西班牙伊比利亚：在橡树林中放养的黑猪，脂肪柔软带坚果香。',
          '鹿儿岛黑猪（巴克夏）：纹理细腻、口感清甜，适合切薄片涮锅。',
          '金华两头乌：金华火腿所用的浙江品种，红烧时浓郁鲜香。',
        ] },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '冷鲜猪肉可冷藏 3 天，肉馅 1-2 天。来不及烹饪的请冷冻。',
          '整块猪肉中心达到 63 °C 并稍加静置即安全多汁；肉馅和香肠需达到 72 °C。',
          '苹果、鼠尾草、茴香和芥末与猪肉相配；酱油、生姜和绍兴酒亦然。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/pork', label: '全部猪肉' },
      { path: 'list/tag/bbq', label: '烧烤' },
      { path: 'list/cname/ham', label: '火腿' },
    ],
  },
};

export const veal: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'All our veal is milk-fed from family farms in the Netherlands: pale pink, fine-grained and mild, the meat of schnitzel, saltimbocca and ossobuco.',
    sections: [
      { heading: 'Cuts and how to cook them', blocks: [
        { type: 'table', head: ['Cut', 'Character', 'Best cooked'], rows: [
          ['Escalopes', 'Thin slices from the leg', 'Beat thin, bread and fry for schnitzel, or saltimbocca with sage and ham: 1 minute a side'],
          ['Chop', 'Thick, with the bone', 'Sear and finish in the oven to 60 °C; baste with butter'],
          ['Rack (6 bones)', 'A festive roast', 'Roast at 180 °C to 58 °C inside, rest 15 minutes'],
          ['Tenderloin', 'The finest and leanest', 'Sear whole, serve pink with a cream or morel sauce'],
          ['Shank', 'Cross-cut with the marrow bone', 'Ossobuco: brown, then braise 2 hours with wine and tomato'],
          ['Mince', 'Mild and tender', 'Meatballs, vitello tonnato-style patties, pasta sauces'],
        ] },
      ] },
      { heading: 'Why milk-fed', blocks: [
        { type: 'p', text: 'Calves raised on milk and a little grain have pale, delicate meat with almost no fat. That is why veal cooks fast and dries out if overcooked: keep it pink, and add fat through butter or a sauce.' },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Keep chilled veal at 0-4 °C and cook within 3 days, or freeze.',
          'Lemon, sage, capers, white wine and cream are its classic partners; our house-made veal demi-glace makes a sauce in minutes.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/veal', label: 'All veal' },
      { path: 'list/cname/sauces', label: 'Sauces and demi-glace' },
    ],
  },
  zh_CN: {
    lead: '我们的小牛肉全部来自荷兰家庭农场的奶饲小牛：色泽浅粉、纹理细腻、口感温和，是炸肉排、意式鼠尾草火腿卷和米兰炖小牛膝的主角。',
    sections: [
      { heading: '部位与烹饪方法', blocks: [
        { type: 'table', head: ['部位', '特点', '推荐做法'], rows: [
          ['小牛肉片', '取自腿部的薄片', '拍薄裹粉炸成维也纳炸肉排，或配鼠尾草与火腿做意式肉卷：每面 1 分钟'],
          ['小牛排', '厚切带骨', '煎封后入烤箱至 60 °C，淋黄油'],
          ['小牛肋排（6 骨）', '节日烤肉', '180 °C 烤至中心 58 °C，静置 15 分钟'],
          ['小牛里脊', '最细嫩、最精瘦', '整条煎封，保留粉红色，配奶油或羊肚菌酱'],
          ['小牛膝', '横切带骨髓', '米兰炖小牛膝：煎上色后加红酒和番茄炖 2 小时'],
          ['小牛肉馅', '温和细嫩', '肉丸、肉饼或意面酱'],
        ] },
      ] },
      { heading: '为什么是奶饲', blocks: [
        { type: 'p', text: '以奶和少量谷物喂养的小牛，肉色浅、质地细嫩、几乎不含脂肪。因此小牛肉熟得快，过熟就会发干：请保留粉红色，并用黄油或酱汁补充油脂。' },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '冷鲜小牛肉请在 0-4 °C 冷藏，3 天内食用，或冷冻保存。',
          '柠檬、鼠尾草、刺山柑、白葡萄酒和奶油是经典搭配；用我们自制的小牛高汤酱几分钟就能做好酱汁。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/veal', label: '全部小牛肉' },
      { path: 'list/cname/sauces', label: '酱料与高汤酱' },
    ],
  },
};

export const poultry: Bilingual<ProductGuide> = {
  en_US: {
    lead: 'Chicken for every day, duck for the weekend and a turkey, goose or guinea fowl for the holidays. Our chickens are free-range or organic from farms near Shanghai; the ducks and game birds come from France and local farms.',
    sections: [
      { heading: 'Birds and how to cook them', blocks: [
        { type: 'table', head: ['Bird or cut', 'Character', 'Best cooked'], rows: [
          ['Whole chicken (corn-fed, organic)', 'Firm, yellow skin, more flavour', 'Roast at 200 °C, about 50 minutes per 1.5 kg'],
          ['Thighs and drumsticks', 'Juicy dark meat', 'Grill, braise or bake; hard to overcook'],
          ['Breast', 'Lean white meat', 'Pan-fry skin-side down, finish at 72 °C, rest'],
          ['Duck breast (magret)', 'Thick fat, red meat', 'Score the fat, start in a cold pan, serve pink'],
          ['Duck leg confit', 'Already cooked in duck fat', '20 minutes in a 200 °C oven for crisp skin'],
          ['Whole turkey', 'The holiday roast', '160 °C, about 40 minutes per kg; rest 30 minutes'],
          ['Quail, poussin, squab', 'Small, quick birds', 'Roast hot and fast, or grill spatchcocked'],
        ] },
      ] },
      { heading: 'Storing and serving', blocks: [
        { type: 'list', items: [
          'Keep poultry on the bottom shelf of the fridge, cook within 2 days.',
          'Thaw a frozen turkey in the fridge: allow a day for every 2 kg.',
          'Chicken is done at 72 °C in the thickest part; duck breast is served at 55-58 °C.',
          'Keep the duck fat: it makes the best roast potatoes.',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/poultry', label: 'Festive poultry' },
      { path: 'list/cname/chicken', label: 'Chicken' },
      { path: 'list/cname/duck', label: 'Duck' },
    ],
  },
  zh_CN: {
    lead: '日常吃鸡，周末吃鸭，节日来一只火鸡、鹅或珍珠鸡。我们的鸡来自上海周边的散养或有机农场；鸭和野禽来自法国及本地农场。',
    sections: [
      { heading: '禽类与烹饪方法', blocks: [
        { type: 'table', head: ['禽类或部位', '特点', '推荐做法'], rows: [
          ['整鸡（玉米鸡、有机鸡）', '肉质紧实、鸡皮金黄、风味更足', '200 °C 烤制，1.5 公斤约 50 分钟'],
          ['鸡腿、鸡琵琶腿', '多汁的深色肉', '烤、炖或焗，不易烤柴'],
          ['鸡胸', '精瘦白肉', '鸡皮朝下煎，至 72 °C 后静置'],
          ['鸭胸', '厚脂、红肉', '鸭皮划花刀，冷锅下锅，保留粉红色'],
          ['油封鸭腿', '已用鸭油煮熟', '200 °C 烤 20 分钟至鸭皮酥脆'],
          ['整只火鸡', '节日烤禽', '160 °C，每公斤约 40 分钟；静置 30 分钟'],
          ['鹌鹑、童子鸡、乳鸽', '小巧快熟', '高温快烤，或剖开后炭烤'],
        ] },
      ] },
      { heading: '保存与享用', blocks: [
        { type: 'list', items: [
          '禽肉请放在冰箱最下层，2 天内烹饪。',
          '冷冻火鸡请在冷藏室解冻：每 2 公斤约需一天。',
          '鸡肉最厚处达到 72 °C 即熟；鸭胸 55-58 °C 享用。',
          '鸭油请留下：用来烤土豆最香。',
        ] },
      ] },
    ],
    links: [
      { path: 'list/cname/poultry', label: '节日禽类' },
      { path: 'list/cname/chicken', label: '鸡肉' },
      { path: 'list/cname/duck', label: '鸭肉' },
    ],
  },
};
