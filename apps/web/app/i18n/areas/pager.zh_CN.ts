import type { pager_en_US } from './pager.en_US.ts';

// 简体中文文案。键与 pager.en_US.ts 完全一致（类型检查保证）。
export const pager_zh_CN: Record<keyof typeof pager_en_US, string> = {
  'list.page.prev': '上一页',
  'list.page.next': '下一页',
  'list.page.of': '第 {page} / {pages} 页',
};
