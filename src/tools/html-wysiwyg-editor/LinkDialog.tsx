import { Group } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { Button } from '../../ui/button/Button';
import { InputText } from '../../ui/input-text/InputText';
import { Modal } from '../../ui/modal/Modal';
import { isAllowedLinkUrl, linkUrlRefusedMessage } from './link-url';

interface LinkDialogProps {
  editor: Editor;
  onClose: () => void;
}

/** Asks for a link's URL: sets it on the selection (or inserts it as text), or removes the link. */
export function LinkDialog({ editor, onClose }: LinkDialogProps) {
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
    <Modal opened onClose={onClose} title="Link">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <InputText
          label="URL"
          value={url}
          onChange={(value) => {
            setUrl(value);
            setRefused(false);
          }}
          placeholder="https://example.com"
          autoFocus
          error={refused ? linkUrlRefusedMessage : undefined}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={removeLink}>
            Remove link
          </Button>
          <Button type="submit">Apply</Button>
        </Group>
      </form>
    </Modal>
  );
}
