// Texts of the screens still to come (routes/coming-soon.tsx; the star shop's empty list
// links back with comingSoon.back: points-mall.tsx), in English. Only the modules that use
// them import them (import '../i18n/areas/coming-soon.ts'; docs/decisions/0016).
// coming-soon.zh_CN.ts has the same keys (typed).
export const comingSoon_en_US = {
  'comingSoon.title': 'Coming soon',
  'comingSoon.body': 'We are preparing this page. In the meantime, browse our products or visit one of our four stores.',
  'comingSoon.back': 'Continue shopping',
} as const;
