import { Divider, Group } from '@mantine/core';
import { IconLink, IconPalette } from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { MouseEvent } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { IconButton } from '../../ui/button/IconButton';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import words from './locales/en.json';
import {
  blockActions,
  headingActions,
  historyActions,
  markActions,
  styleActions,
  tableActions,
  type ToolbarAction,
} from './toolbar-actions';

const rows: ToolbarAction[][][] = [
  [markActions, headingActions, blockActions, historyActions],
  [styleActions, tableActions],
];
const allActions = rows.flat(2);

interface EditorToolbarProps {
  editor: Editor | null;
  /** Opens the page's link dialog. */
  onLink: () => void;
  textColor: string;
  onTextColorChange: (color: string) => void;
}

const isHexColor = (color: string) => /^#[0-9a-f]{6}$/i.test(color);

// A click on a button leaves the focus, and so the selection, in the editor.
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

/** The editor's buttons; toggles are pressed while their format applies where the caret is. */
export function EditorToolbar({ editor, onLink, textColor, onTextColorChange }: EditorToolbarProps) {
  const { t, text } = useToolWords(words);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && {
        active: allActions.map((action) => action.isActive?.(current) ?? false),
        enabled: allActions.map((action) => action.isEnabled?.(current) ?? true),
        link: current.isActive('link'),
      },
  });

  const button = (action: ToolbarAction) => {
    const index = allActions.indexOf(action);
    return (
      <IconButton
        key={action.label}
        label={text(action.label)}
        aria-pressed={action.isActive ? (state?.active[index] ?? false) : undefined}
        disabled={!editor || !(state?.enabled[index] ?? true)}
        onMouseDown={keepEditorFocus}
        onClick={() => editor && action.run(editor)}
      >
        <action.Icon aria-hidden />
      </IconButton>
    );
  };

  const linkButton = (
    <IconButton
      key="link"
      label={t('toolbar.link')}
      aria-pressed={state?.link ?? false}
      disabled={!editor}
      onClick={onLink}
    >
      <IconLink aria-hidden />
    </IconButton>
  );
  const colorControls = (
    <Group key="color" gap={4} wrap="nowrap" align="flex-end">
      <ColorPicker
        label={t('toolbar.textColour')}
        value={textColor}
        onChange={onTextColorChange}
        withAlpha={false}
        size="sm"
      />
      <IconButton
        label={t('toolbar.applyTextColour')}
        disabled={!editor || !isHexColor(textColor)}
        onMouseDown={keepEditorFocus}
        onClick={() => editor?.chain().focus().setColor(textColor).run()}
      >
        <IconPalette aria-hidden />
      </IconButton>
    </Group>
  );

  return (
    <div role="toolbar" aria-label={t('toolbar.label')}>
      {rows.map((groups, row) => (
        <Group key={row} gap={4} mb={4} align="flex-end">
          {row === 1 && colorControls}
          {groups.map((group, index) => (
            <Group key={index} gap={2} wrap="nowrap">
              {(index > 0 || row === 1) && <Divider orientation="vertical" mx={4} />}
              {group.map(button)}
              {group === markActions && linkButton}
            </Group>
          ))}
        </Group>
      ))}
    </div>
  );
}
