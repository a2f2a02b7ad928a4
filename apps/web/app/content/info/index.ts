// Every information page's words by slug, for the route loaders (server side: the page
// gets only its own content, in its own language, as loader data).
import type { AboutPage, ProductPage } from './pages.ts';
import type { Bilingual, InfoContent, ProductGuide } from './types.ts';
import { aboutUs } from './about-us.ts';
import { contact } from './contact.ts';
import { delivery } from './delivery.ts';
import { experienceCentre } from './experience-centre.ts';
import { faq } from './faq.ts';
import { foodSafety } from './food-safety.ts';
import { kidsWorkshops } from './kids-workshops.ts';
import { personalData } from './personal-data.ts';
import { privateCookingClasses } from './private-cooking-classes.ts';
import { suppliers } from './suppliers.ts';
import { workshops } from './workshops.ts';
import { beef, lamb, pork, poultry, veal } from './products-meat.ts';
import { cheese, coldcuts, seafood, sausages, wine } from './products-deli.ts';

export { productsMain } from './products-main.ts';

export const ABOUT_CONTENT: Record<AboutPage, Bilingual<InfoContent>> = {
  'about-us': aboutUs,
  delivery,
  faq,
  contact,
  'food-safety': foodSafety,
  suppliers,
  'experience-centre': experienceCentre,
  workshops,
  'private-cooking-classes': privateCookingClasses,
  'kids-workshops': kidsWorkshops,
  'personal-data': personalData,
};

export const PRODUCT_GUIDES: Record<ProductPage, Bilingual<ProductGuide>> = {
  beef, lamb, pork, veal, poultry, sausages, coldcuts, seafood, cheese, wine,
};
