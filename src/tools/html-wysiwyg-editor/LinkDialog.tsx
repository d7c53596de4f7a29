import { Group } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { InputText } from '../../ui/input-text/InputText';
import { Modal } from '../../ui/modal/Modal';
import { isAllowedLinkUrl } from './link-url';
import words from './locales/en.json';

interface LinkDialogProps {
  editor: Editor;
  onClose: () => void;
}

/** Asks for a link's URL: sets it on the selection (or inserts it as text), or removes the link. */
export function LinkDialog({ editor, onClose }: LinkDialogProps) {
  const { t } = useToolWords(words);
  const [url, setUrl] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [refused, setRefused] = useState(false);

  const apply = () => {
    const href = url.trim();
    if (href === '') return removeLink();
    if (!isAllowedLinkUrl(href)) return setRefused(true);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('link.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <InputText
          label={t('link.url')}
          value={url}
          onChange={(value) => {
            setUrl(value);
            setRefused(false);
          }}
          placeholder={t('link.placeholder')}
          autoFocus
          error={refused ? t('link.refused') : undefined}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={removeLink}>
            {t('link.remove')}
          </Button>
          <Button type="submit">{t('link.apply')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
