import { IconBrandGithub, IconBrandX, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { appConfig } from '../../config/app-config';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { IconButton } from '../../ui/button/IconButton';
import { externalLinks } from '../links';
import { isBoolean, storedValue } from '../preferences/stored-value';
import classes from './FollowBanner.module.css';

const dismissedKey = 'it-tools:follow-banner-dismissed';
const dismissed = storedValue(dismissedKey, false, isBoolean);

// Runs while the prerendered page is parsed, before the banner paints, so a banner dismissed
// earlier never flashes; the CSS hides it until React has read the stored choice.
const hideIfDismissed = `try{if(localStorage.getItem(${JSON.stringify(dismissedKey)})==="true")document.documentElement.setAttribute("data-follow-banner-dismissed","")}catch(e){}`;

/** The invitation to follow the project, on the home page when the configuration asks for it. */
export function FollowBanner() {
  return appConfig.showBanner ? <Banner /> : null;
}

function Banner() {
  const { t } = useTranslation();
  const isDismissed = dismissed.use();
  // Only the prerendered page needs the check: a script React adds later would never run.
  const hydrated = useIsHydrated();
  if (isDismissed) return null;
  return (
    <>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />}
      <section className={classes.banner} aria-label={t('banner.label')}>
        <p className={classes.message}>{t('banner.message')}</p>
        <div className={classes.links}>
          <BannerLink
            href={externalLinks.sourceRepository}
            icon={<IconBrandGithub aria-hidden />}
            text={t('banner.github')}
          />
          <BannerLink href={externalLinks.social} icon={<IconBrandX aria-hidden />} text={t('banner.social')} />
        </div>
        <IconButton label={t('banner.dismiss')} onClick={() => dismissed.set(true)} className={classes.dismiss}>
          <IconX />
        </IconButton>
      </section>
    </>
  );
}

function BannerLink({ href, icon, text }: { href: string; icon: ReactNode; text: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {icon}
      {text}
      <span className="visually-hidden"> {t('ui.opensInNewTab')}</span>
    </a>
  );
}
