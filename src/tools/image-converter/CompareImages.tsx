import { useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useObjectUrl } from '../../lib/useObjectUrl';
import { Modal } from '../../ui/modal/Modal';
import { Slider } from '../../ui/slider/Slider';
import { Text } from '../../ui/text/Text';
import classes from './ImageConverter.module.css';
import words from './locales/en.json';

/**
 * Both images at 100 %, one over the other from the top left corner: the input on the left of the
 * wipe line, the output on its right.
 */
export function CompareImages({
  before,
  after,
  name,
  onClose,
}: {
  before: Blob;
  after: Blob;
  name: string;
  onClose: () => void;
}) {
  const { t } = useToolWords(words);
  const [wipe, setWipe] = useState(50);
  const beforeUrl = useObjectUrl(before);
  const afterUrl = useObjectUrl(after);
  return (
    <Modal opened onClose={onClose} title={t('compare.title', { name })}>
      <div className={classes.wipeLegend}>
        <Text size="sm" tone="dimmed">
          {t('compare.before')}
        </Text>
        <Slider label={t('compare.slider')} value={wipe} onChange={setWipe} min={0} max={100} />
        <Text size="sm" tone="dimmed">
          {t('compare.after')}
        </Text>
      </div>
      <div className={classes.wipeScroll}>
        <div className={classes.wipe}>
          {beforeUrl && <img src={beforeUrl} alt={t('preview.before', { name })} />}
          {afterUrl && (
            <div className={classes.wipeAfter} style={{ clipPath: `inset(0 0 0 ${wipe}%)` }}>
              <img src={afterUrl} alt={t('preview.after', { name })} />
            </div>
          )}
          <div className={classes.wipeLine} style={{ left: `${wipe}%` }} />
        </div>
      </div>
    </Modal>
  );
}
