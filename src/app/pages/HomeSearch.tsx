import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import classes from './HomeSearch.module.css';
import { loadToolSearch } from '../search/load-tool-search';

/** The home page's tool filter: a labelled search field; Escape empties it. */
export function HomeSearch({ query, onQueryChange }: { query: string; onQueryChange: (query: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const preload = () => void loadToolSearch().catch(() => {});
  return (
    <div className={classes.search} role="search">
      <label htmlFor={id} className={classes.label}>
        {t('home.searchLabel')}
      </label>
      <div className={classes.field}>
        <IconSearch size={18} aria-hidden className={classes.icon} />
        <input
          id={id}
          type="search"
          className={classes.input}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={preload}
          onPointerEnter={preload}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || query === '') return;
            event.preventDefault();
            onQueryChange('');
          }}
        />
      </div>
    </div>
  );
}
