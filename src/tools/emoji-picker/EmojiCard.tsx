import { memo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { CopiedNotice } from '../../ui/copy/CopiedNotice';
import { useCopy } from '../../ui/copy/useCopy';
import { CopyTag } from '../../ui/copy-tag/CopyTag';
import type { EmojiInfo } from './emoji-picker';
import classes from './EmojiPicker.module.css';
import words from './locales/en.json';

interface EmojiCardProps {
  info: EmojiInfo;
  onCopied: (emoji: string) => void;
}

/** An emoji with its name and codes; the emoji and each code copy themselves when clicked. */
export const EmojiCard = memo(function EmojiCard({ info, onCopied }: EmojiCardProps) {
  return (
    <div className={classes.card}>
      <EmojiButton emoji={info.emoji} title={info.title} titleLang={info.titleLang} onCopied={onCopied} />
      {/* Unicode's English name is data, not to be translated; a name in the language shown is text. */}
      <div
        className={classes.title}
        title={info.title}
        translate={info.titleLang ? undefined : 'no'}
        lang={info.titleLang ?? 'en'}
      >
        {info.title}
      </div>
      <div className={classes.codes}>
        {[info.codePoints, info.escape, info.htmlEntity, info.shortcode].map((code) => (
          <CopyTag key={code} value={code} variant="inline" />
        ))}
      </div>
    </div>
  );
});

export function EmojiButton({
  emoji,
  title,
  titleLang,
  onCopied,
  size = 'large',
}: {
  emoji: string;
  title: string;
  /** The language of `title` when it is not Unicode's English name (EmojiInfo.titleLang). */
  titleLang?: string;
  onCopied: (emoji: string) => void;
  size?: 'large' | 'medium';
}) {
  const { t } = useTranslation();
  const { t: say } = useToolWords(words);
  const { copy, copied } = useCopy();
  const onClick = async () => {
    await copy(emoji);
    onCopied(emoji);
  };
  return (
    <span className={classes.emojiHolder}>
      <button
        type="button"
        className={classes.emoji}
        data-size={size}
        aria-label={say('button', { emoji, title })}
        // Named by the emoji and its name: Unicode's English one is data, not to be translated.
        translate={titleLang ? undefined : 'no'}
        title={t('ui.copy')}
        onClick={() => void onClick()}
      >
        {emoji}
      </button>
      <CopiedNotice visible={copied} text={say('copied', { emoji })} />
    </span>
  );
}
