import { Group, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags, type Locale } from '../../i18n/locales';
import { useToolWords, type ToolKey } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Alert } from '../../ui/alert/Alert';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { loadEmojiList, loadLocalEmojiNames } from './emoji-data';
import { localised, type LocalEmojiNames } from './emoji-names';
import { emojiGroups, toned, type EmojiInfo, type SkinTone } from './emoji-picker';
import { EmojiButton } from './EmojiCard';
import { EmojiGrid } from './EmojiGrid';
import type { EmojiSection } from './grid-layout';
import words from './locales/en.json';
import { emojiSearch } from './operations';
import { useEmojiSearch } from './useEmojiSearch';
import { useRecentEmojis } from './useRecentEmojis';

/** Unicode's emoji groups, in the language shown. */
const groupHeadings: Record<(typeof emojiGroups)[number], ToolKey<typeof words>> = {
  'Smileys & Emotion': 'groups.smileysEmotion',
  'People & Body': 'groups.peopleBody',
  'Animals & Nature': 'groups.animalsNature',
  'Food & Drink': 'groups.foodDrink',
  'Travel & Places': 'groups.travelPlaces',
  Activities: 'groups.activities',
  Objects: 'groups.objects',
  Symbols: 'groups.symbols',
  Flags: 'groups.flags',
};
import classes from './EmojiPicker.module.css';

const { skinTone } = emojiSearch.fields;

/** Typing answers at the first pause, within 150 ms. */
const searchDelayMs = 150;

export default function EmojiPicker() {
  const { t, text } = useToolWords(words);
  const { locale } = useTranslation();
  const [state, set] = useToolState('emoji-picker', emojiSearch.fields);
  const catalogue = useEmojiList(locale);
  const query = useDebouncedWhenLarge(state.search.trim(), { thresholdChars: 0, delayMs: searchDelayMs });
  const search = useEmojiSearch(query, locale);
  const { recent, remember } = useRecentEmojis();
  const byEmoji = useMemo(() => new Map(catalogue.value?.map((info) => [info.emoji, info])), [catalogue.value]);

  const sections = useMemo<EmojiSection[] | undefined>(() => {
    if (!catalogue.value) return undefined;
    const tone = (emojis: EmojiInfo[]) => emojis.map((info) => toned(info, state.skinTone));
    if (search.found) {
      const found = search.found.flatMap((emoji) => byEmoji.get(emoji) ?? []);
      return [{ heading: t('result'), emojis: tone(found) }];
    }
    return emojiGroups.map((group) => ({
      heading: t(groupHeadings[group]),
      emojis: tone(catalogue.value!.filter((info) => info.group === group)),
    }));
  }, [catalogue.value, byEmoji, search.found, state.skinTone, t]);

  return (
    <Stack>
      <div className={classes.search}>
        <InputText
          label={t('search.label')}
          hideLabel
          value={state.search}
          onChange={(value) => set('search', value)}
          placeholder={t('search.placeholder')}
          rightSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          clearable
        />
      </div>
      <Group justify="center">
        <FieldControls
          fields={{ skinTone }}
          values={state}
          onChange={(_, value) => set('skinTone', value as SkinTone)}
          text={text}
        />
      </Group>
      {recent.length > 0 && (
        <Stack gap={4}>
          <Text weight="semibold">{t('recent')}</Text>
          <div className={classes.recent} role="list" aria-label={t('recent')}>
            {recent.map((emoji) => (
              <span role="listitem" key={emoji}>
                <EmojiButton
                  emoji={emoji}
                  title={byEmoji.get(emoji)?.title ?? ''}
                  titleLang={byEmoji.get(emoji)?.titleLang}
                  onCopied={remember}
                  size="medium"
                />
              </span>
            ))}
          </div>
        </Stack>
      )}
      {catalogue.failed && <Alert type="error">{t('loadFailed')}</Alert>}
      {search.error && <Alert type="error">{t('search.failed', { detail: search.error })}</Alert>}
      {!sections && !catalogue.failed && <Note>{t('loading')}</Note>}
      {sections && search.found?.length === 0 ? (
        <>
          <Text weight="semibold">{t('result')}</Text>
          <Text>{t('noResults')}</Text>
        </>
      ) : (
        sections && <EmojiGrid sections={sections} onCopied={remember} />
      )}
    </Stack>
  );
}

/** Every emoji, titled in the language shown where it has their names (Unicode's English names until they come). */
function useEmojiList(locale: Locale): { value?: EmojiInfo[]; failed?: boolean } {
  const [state, setState] = useState<{ value?: EmojiInfo[]; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    loadEmojiList().then(
      // A transition: the grid's first render yields to the browser instead of holding it.
      (value) => current && startTransition(() => setState({ value })),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  const names = useLocalNames(locale);
  const { value } = state;
  const titled = useMemo(
    () => (value && names ? localised(value, names.names, localeTags[names.locale]) : value),
    [value, names],
  );
  return { ...state, value: titled };
}

/** The emojis' names in the language shown, once fetched; undefined in English, or where they cannot be fetched. */
function useLocalNames(locale: Locale): { locale: Locale; names: LocalEmojiNames } | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; names: LocalEmojiNames }>();
  useEffect(() => {
    let current = true;
    loadLocalEmojiNames(locale).then(
      (names) => current && names && startTransition(() => setLoaded({ locale, names })),
      // Offline, in a language whose names were never fetched: the English names stay.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded : undefined;
}
