// Texts of the pager (components/catalog/Pagination.tsx: the product list, the account
// lists, the star shop), in English. Only the modules that use them import them
// (import '../i18n/areas/pager.ts'; docs/decisions/0016). pager.zh_CN.ts has the same keys
// (typed).
export const pager_en_US = {
  'list.page.prev': 'Previous',
  'list.page.next': 'Next',
  'list.page.of': 'Page {page} of {pages}',
} as const;
