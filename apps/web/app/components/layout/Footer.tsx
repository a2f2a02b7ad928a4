import { Link } from 'react-router';
import { useContext } from 'react';
import { ShellContext, usePage } from '../../lib/use-page.ts';
import { ClockIcon, SnowIcon, TruckIcon } from './Icons.tsx';

export function Footer() {
  const { t, to, device } = usePage();
  const shell = useContext(ShellContext);
  const site = shell?.site;
  // The paragraphs come from the shell loader (ShellData.footer): no browser module has their words.
  const texts = shell?.footer;
  const mobile = device === 'mobile';
  return (
    <footer className={`bg-ink text-white/80 ${mobile ? 'pb-20' : ''}`}>
      <div className={`mx-auto grid max-w-[1280px] gap-8 ${mobile ? 'grid-cols-1 px-5 py-8 text-sm' : 'grid-cols-4 px-8 py-12 text-sm'}`}>
        {texts && <>
          <section>
            <h2 className="mb-2 flex items-center gap-2 font-serif text-base text-white"><SnowIcon />{texts.promiseTitle}</h2>
            <p className="leading-relaxed">{texts.promiseBody}</p>
          </section>
          <section>
            <h2 className="mb-2 flex items-center gap-2 font-serif text-base text-white"><TruckIcon />{t('footer.delivery')}</h2>
            <p className="leading-relaxed">{texts.cutoff}</p>
            <p className="mt-2 leading-relaxed">{texts.shipping}</p>
          </section>
          <section>
            <h2 className="mb-2 flex items-center gap-2 font-serif text-base text-white"><ClockIcon />{texts.hoursTitle}</h2>
            <p>{texts.hoursBody}</p>
            <p className="mt-2 text-white/60">{texts.returns}</p>
          </section>
        </>}
        <nav aria-label={t('footer.help')}>
          <h2 className="mb-2 font-serif text-base text-white">{t('footer.help')}</h2>
          <ul className={mobile ? 'grid grid-cols-2 gap-1' : 'space-y-1'}>
            <li><Link className="hover:text-white" to={to('about/about-us')}>{t('footer.about')}</Link></li>
            <li><Link className="hover:text-white" to={to('about/delivery')}>{t('footer.delivery')}</Link></li>
            <li><Link className="hover:text-white" to={to('about/faq')}>{t('footer.faq')}</Link></li>
            <li><Link className="hover:text-white" to={to('about/contact')}>{t('footer.findUs')}</Link></li>
            <li><Link className="hover:text-white" to={to('about/food-safety')}>{t('footer.foodSafety')}</Link></li>
            <li><Link className="hover:text-white" to={to('about/personal-data')}>{t('footer.privacy')}</Link></li>
            <li><Link className="hover:text-white" to={to('productmesg')}>{t('footer.products')}</Link></li>
          </ul>
        </nav>
      </div>
      {/* As Chinese shops show it: the ICP filing linked to the MIIT register, and the business licence (docs/decisions/0038). */}
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 border-t border-white/10 px-4 py-4 text-center text-xs text-white/50" data-testid="footer-legal">
        {texts && <span>{texts.copyright}</span>}
        {site?.icpFiling && <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" className="hover:text-white" data-testid="icp-filing">{site.icpFiling}</a>}
        {site?.licenceUrl && <a href={site.licenceUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">{t('footer.licence')}</a>}
      </p>
    </footer>
  );
}
