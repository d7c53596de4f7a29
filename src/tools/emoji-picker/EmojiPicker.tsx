import { Group, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Alert } from '../../ui/alert/Alert';
import { Select } from '../../ui/select/Select';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { loadEmojiList } from './emoji-data';
import { emojiGroups, skinTones, toned, type EmojiInfo } from './emoji-picker';
import { EmojiButton } from './EmojiCard';
import { EmojiGrid } from './EmojiGrid';
import type { EmojiSection } from './grid-layout';
import { useEmojiSearch } from './useEmojiSearch';
import { useRecentEmojis } from './useRecentEmojis';
import classes from './EmojiPicker.module.css';

const fields = defineFields({
  search: textField(''),
  skinTone: choiceField<(typeof skinTones)[number]>('none', skinTones),
});

const skinToneOptions = [
  { value: 'none', label: 'Default' },
  { value: 'light', label: '🏻 Light' },
  { value: 'medium-light', label: '🏼 Medium-light' },
  { value: 'medium', label: '🏽 Medium' },
  { value: 'medium-dark', label: '🏾 Medium-dark' },
  { value: 'dark', label: '🏿 Dark' },
] as const;

/** Typing answers at the first pause, within 150 ms. */
const searchDelayMs = 150;

export default function EmojiPicker() {
  const [state, set] = useToolState('emoji-picker', fields);
  const catalogue = useEmojiList();
  const query = useDebouncedWhenLarge(state.search.trim(), { thresholdChars: 0, delayMs: searchDelayMs });
  const search = useEmojiSearch(query);
  const { recent, remember } = useRecentEmojis();
  const byEmoji = useMemo(() => new Map(catalogue.value?.map((info) => [info.emoji, info])), [catalogue.value]);

  const sections = useMemo<EmojiSection[] | undefined>(() => {
    if (!catalogue.value) return undefined;
    const tone = (emojis: EmojiInfo[]) => emojis.map((info) => toned(info, state.skinTone));
    if (search.found) {
      const found = search.found.flatMap((emoji) => byEmoji.get(emoji) ?? []);
      return [{ heading: 'Search result', emojis: tone(found) }];
    }
    return emojiGroups.map((group) => ({
      heading: group,
      emojis: tone(catalogue.value!.filter((info) => info.group === group)),
    }));
  }, [catalogue.value, byEmoji, search.found, state.skinTone]);

  return (
    <Stack>
      <div className={classes.search}>
        <InputText
          label="Search emojis"
          hideLabel
          value={state.search}
          onChange={(value) => set('search', value)}
          placeholder="Search emojis (e.g. 'smile')..."
          rightSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          clearable
        />
      </div>
      <Group justify="center">
        <Select
          label="Skin tone"
          options={skinToneOptions}
          value={state.skinTone}
          onChange={(value) => set('skinTone', value)}
        />
      </Group>
      {recent.length > 0 && (
        <Stack gap={4}>
          <Text weight="semibold">Recently copied</Text>
          <div className={classes.recent} role="list" aria-label="Recently copied">
            {recent.map((emoji) => (
              <span role="listitem" key={emoji}>
                <EmojiButton emoji={emoji} title={byEmoji.get(emoji)?.title ?? ''} onCopied={remember} size="medium" />
              </span>
            ))}
          </div>
        </Stack>
      )}
      {catalogue.error && <Alert type="error">{catalogue.error}</Alert>}
      {search.error && <Alert type="error">The search could not run: {search.error}</Alert>}
      {!sections && !catalogue.error && <Note>Loading emojis…</Note>}
      {sections && search.found?.length === 0 ? (
        <>
          <Text weight="semibold">Search result</Text>
          <Text>No results</Text>
        </>
      ) : (
        sections && <EmojiGrid sections={sections} onCopied={remember} />
      )}
    </Stack>
  );
}

function useEmojiList(): { value?: EmojiInfo[]; error?: string } {
  const [state, setState] = useState<{ value?: EmojiInfo[]; error?: string }>({});
  useEffect(() => {
    let current = true;
    loadEmojiList().then(
      // A transition: the grid's first render yields to the browser instead of holding it.
      (value) => current && startTransition(() => setState({ value })),
      () => current && setState({ error: 'The emoji list could not be loaded. Reload the page to try again.' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
