// about/suppliers: the farms we buy from, by country (the page's map highlights them).
import type { Bilingual, InfoContent } from './types.ts';

export const suppliers: Bilingual<InfoContent> = {
  en_US: {
    lead: 'Most of what we sell comes from a handful of farms and family businesses we have worked with for years, in four countries above all. We visit them, we know how their animals are raised, and we buy whole lots so our butchers can use every cut.',
    sections: [
      {
        heading: 'United States',
        blocks: [
          { type: 'p', text: 'Prairie Crest in Nebraska finishes its cattle on corn for about 150 days, which gives the marbling of our USDA Prime and Choice steaks; the striploins are wet-aged 21 days before they ship. Heartland Heritage sends us pork chops and tenderloin, Blue Ridge Farms the Thanksgiving turkeys and spiral hams, and Alaska\'s Bering Sea Select the king crab and wild salmon.' },
        ],
      },
      {
        heading: 'Canada',
        blocks: [
          { type: 'p', text: 'Maple Ridge Farms on the prairies raises the pigs behind our belly, baby back ribs, loin chops and smoked bacon: slow-grown, with a firm white fat that crisps well. From the coasts come Atlantic Harvest lobster and surf clams from Nova Scotia and Pacific Crest sockeye salmon and black cod from British Columbia.' },
        ],
      },
      {
        heading: 'Netherlands',
        blocks: [
          { type: 'p', text: 'Polderkalf\'s family farms raise the milk-fed calves for all our veal: pale, fine-grained and mild. Hollandse Weide supplies pork shoulder, spare ribs and smoked turkey, Boerderij Van Dam its 24-month farmhouse Gouda, and Koperhuis the cast-iron pans and knives we use and sell.' },
        ],
      },
      {
        heading: 'New Zealand',
        blocks: [
          { type: 'p', text: 'Southern Alps lambs graze outdoors all year on Canterbury pasture, which gives the clean, mild taste our customers know from the racks, shoulders and shanks. Fiordland Game farms red deer for our venison, and the Marlborough Sounds send greenshell mussels.' },
        ],
      },
      {
        heading: 'And closer to home',
        blocks: [
          { type: 'p', text: 'Chicken, duck, Jinhua pork and vegetables come from farms around Shanghai and in Zhejiang, and our sausages, pastrami and sauces are made in our own Shanghai kitchen.' },
        ],
      },
    ],
  },
  zh_CN: {
    lead: '我们所售商品大多来自合作多年的少数农场和家族企业，主要分布在四个国家。我们实地拜访，了解动物的饲养方式，并整批采购，让肉师能用好每一个部位。',
    sections: [
      {
        heading: '美国',
        blocks: [
          { type: 'p', text: '内布拉斯加州的 Prairie Crest 用玉米育肥肉牛约 150 天，造就了我们美国 Prime 级和 Choice 级牛排的大理石花纹；西冷在发运前湿式熟成 21 天。Heartland Heritage 为我们提供猪排和猪里脊，Blue Ridge Farms 提供感恩节火鸡和螺旋火腿，阿拉斯加的 Bering Sea Select 则提供帝王蟹和野生三文鱼。' },
        ],
      },
      {
        heading: '加拿大',
        blocks: [
          { type: 'p', text: '草原地区的 Maple Ridge Farms 饲养的猪，是我们五花肉、肋排、带骨猪排和烟熏培根的来源：慢速生长，脂肪洁白紧实，煎烤后格外香脆。海岸线上，新斯科舍省的 Atlantic Harvest 供应龙虾和北极贝，不列颠哥伦比亚省的 Pacific Crest 供应红鲑和银鳕鱼。' },
        ],
      },
      {
        heading: '荷兰',
        blocks: [
          { type: 'p', text: 'Polderkalf 旗下的家庭农场饲养奶饲小牛，是我们全部小牛肉的来源：色泽浅、纹理细、口感温和。Hollandse Weide 供应猪肩肉、猪肋排和烟熏火鸡，Boerderij Van Dam 供应 24 个月农场高达奶酪，Koperhuis 则提供我们自己使用并销售的铸铁锅具和刀具。' },
        ],
      },
      {
        heading: '新西兰',
        blocks: [
          { type: 'p', text: 'Southern Alps 的羔羊全年在坎特伯雷牧场放养，造就了顾客熟悉的羊排、羊肩和羊膝清新温和的风味。Fiordland Game 饲养马鹿，是我们鹿肉的来源；马尔堡峡湾则送来新西兰青口贝。' },
        ],
      },
      {
        heading: '近在身边',
        blocks: [
          { type: 'p', text: '鸡、鸭、金华猪肉和蔬菜来自上海周边及浙江的农场；香肠、烟熏牛肉和酱料则在我们自己的上海厨房制作。' },
        ],
      },
    ],
  },
};
