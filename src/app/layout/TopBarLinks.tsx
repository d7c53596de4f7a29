import { IconBrandGithub, IconBrandX, IconHeart, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { trackEvent } from '../../analytics/analytics';
import { IconButton } from '../../ui/button/IconButton';
import { externalLinks } from '../links';
import classes from './TopBarLinks.module.css';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The end of the top bar: support the project, its source, its social account, About. */
export function TopBarLinks() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href={externalLinks.support}
        {...newTab}
        className={classes.support}
        aria-label={t('links.supportLabel')}
        onClick={() => trackEvent('Support button clicked')}
      >
        <IconHeart aria-hidden />
        <span className={classes.supportText}>{t('links.support')}</span>
      </a>
      <IconButton
        label={t('links.sourceRepository')}
        to={externalLinks.sourceRepository}
        {...newTab}
        className={classes.optional}
      >
        <IconBrandGithub />
      </IconButton>
      <IconButton label={t('links.social')} to={externalLinks.social} {...newTab} className={classes.optional}>
        <IconBrandX />
      </IconButton>
      <IconButton label={t('links.about')} to="/about" className={classes.lastInBar}>
        <IconInfoCircle />
      </IconButton>
    </>
  );
}
