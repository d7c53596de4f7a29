import { useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { Switch } from '../../ui/switch/Switch';
import { previewDomain, previewImageSource } from './og-preview';
import words from './locales/en.json';
import classes from './SharePreview.module.css';

interface SharePreviewProps {
  title: string;
  description: string;
  pageUrl: string;
  imageUrl: string;
  imageAlt: string;
  /** 'summary' draws a small square image beside the text; the other cards a wide one above it. */
  cardType: string;
  loadImage: boolean;
  onLoadImageChange: (load: boolean) => void;
}

// A card shows two lines at most: laying out a pasted megabyte to cut it would hold the page.
const shownChars = 300;
const clipped = (text: string) => text.trim().slice(0, shownChars);

function PreviewImage({ source, alt }: { source: string; alt: string }) {
  const { t } = useToolWords(words);
  const [failedSource, setFailedSource] = useState<string>();
  if (failedSource === source) return t('preview.failed');
  return <img src={source} alt={alt} referrerPolicy="no-referrer" onError={() => setFailedSource(source)} />;
}

/**
 * The page as a social site's share card would show it (domain, title and description cut to
 * two lines). Every value is drawn as text. The image loads from its site only when asked: it is
 * the one request the tool would make.
 */
export function SharePreview(props: SharePreviewProps) {
  const { title, description, pageUrl, imageUrl, imageAlt, cardType, loadImage, onLoadImageChange } = props;
  const { t } = useToolWords(words);
  const source = previewImageSource(imageUrl);
  return (
    <Card title={t('preview.title')}>
      <Switch
        label={t('preview.loadImage')}
        description={t('preview.loadImageHelp')}
        checked={loadImage}
        onChange={onLoadImageChange}
      />
      <div className={classes.card} data-layout={cardType === 'summary' ? 'small' : 'large'}>
        <div className={classes.media}>
          {source === undefined ? (
            t('preview.noImage')
          ) : loadImage ? (
            <PreviewImage source={source} alt={imageAlt} />
          ) : (
            t('preview.notLoaded')
          )}
        </div>
        <div className={classes.body}>
          <div className={classes.domain}>{previewDomain(pageUrl, imageUrl)}</div>
          <div className={classes.title}>{clipped(title) || t('preview.untitled')}</div>
          <div className={classes.description}>{clipped(description)}</div>
        </div>
      </div>
    </Card>
  );
}
