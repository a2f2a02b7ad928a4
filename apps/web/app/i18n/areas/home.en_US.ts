// Texts of the home page (routes/home.tsx, components/home/): its sections' headings,
// "View all", the carousel's label and its pause button (docs/decisions/0037), in English.
// Only the modules that use them import them (import '../i18n/areas/home.ts';
// docs/decisions/0016). home.zh_CN.ts has the same keys (typed).
export const home_en_US = {
  'a11y.carouselPause': 'Pause the slideshow',
  'a11y.carouselPlay': 'Play the slideshow',
  'home.carousel': 'Featured',
  'home.today': "Today's recommendation",
  'home.sets': 'Sets',
  'home.seasonal': 'Seasonal',
  'home.bestMeats': 'Best-selling meats',
  'home.quickNav': 'Shop by category',
  'home.voices': 'Customer voices',
  'home.specials': 'Specials',
  'home.viewAll': 'View all',
} as const;
