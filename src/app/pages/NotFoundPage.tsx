import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import classes from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <title>{`${t('notFound.notFound')} - IT Tools`}</title>
      <p className={classes.code}>{t('notFound.notFound')}</p>
      <h1 className={classes.title}>{t('notFound.sorry')}</h1>
      <p className={classes.hint}>{t('notFound.maybe')}</p>
      <Link to="/" discover="none" className={classes.home}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
