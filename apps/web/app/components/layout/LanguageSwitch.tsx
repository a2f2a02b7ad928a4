import { Link, useLocation } from 'react-router';
import { switchLocalePath } from '../../lib/routing.ts';
import { usePage } from '../../lib/use-page.ts';

/** EN | 中文: the same page in the other language (saved in the 'lang' cookie). */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = usePage();
  const { pathname, search } = useLocation();
  const item = (target: 'en_US' | 'zh_CN', label: string) =>
    target === locale ? (
      <span aria-current="true" className="font-semibold">{label}</span>
    ) : (
      <Link reloadDocument to={switchLocalePath(pathname, search, target)} hrefLang={target === 'en_US' ? 'en' : 'zh-CN'} lang={target === 'en_US' ? 'en' : 'zh-CN'} className="hover:underline">
        {label}
      </Link>
    );
  return (
    <nav aria-label={t('header.language')} className={`flex items-center gap-1.5 ${className}`}>
      {item('en_US', 'EN')}
      <span aria-hidden="true" className="opacity-50">|</span>
      {item('zh_CN', '中文')}
    </nav>
  );
}
