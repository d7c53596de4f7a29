import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import classes from './HomeSearch.module.css';
import { loadToolSearch } from '../search/load-tool-search';
import { allowDrop, takeDroppedText, takePastedText } from '../suggest/pasted-text';

/**
 * The home page's tool filter: a labelled search field; Escape empties it. A pasted or dropped text
 * also goes to `onPaste`, which suggests tools when it is data.
 */
export function HomeSearch({
  query,
  onQueryChange,
  onPaste,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onPaste: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preload = () => void loadToolSearch().catch(() => {});
  const takeData = (text: string) => {
    onQueryChange(text);
    onPaste(text);
  };
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
          onPaste={(event) => {
            const text = takePastedText(event);
            if (text !== undefined) takeData(text);
          }}
          onDragOver={allowDrop}
          onDrop={(event) => void takeDroppedText(event)?.then(takeData)}
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
