import type { Editor } from '@tiptap/react';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconClearFormatting,
  IconCode,
  IconColumnInsertRight,
  IconColumnRemove,
  IconCornerDownLeft,
  IconH1,
  IconH2,
  IconH3,
  IconH4,
  IconHighlight,
  IconItalic,
  IconList,
  IconListNumbers,
  IconPaletteOff,
  IconRowInsertBottom,
  IconRowRemove,
  IconSeparatorHorizontal,
  IconSourceCode,
  IconStrikethrough,
  IconTableMinus,
  IconTablePlus,
  IconUnderline,
  type Icon,
} from '@tabler/icons-react';

/** A toolbar button: what it does, and when it shows as on (a toggle) or can be used. */
export interface ToolbarAction {
  label: string;
  Icon: Icon;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const heading = (level: 1 | 2 | 3 | 4, Icon: Icon): ToolbarAction => ({
  label: `Heading ${level}`,
  Icon,
  run: (editor) => chain(editor).toggleHeading({ level }).run(),
  isActive: (editor) => editor.isActive('heading', { level }),
});

/**
 * The reference's toolbar in its order (marks | headings | blocks | break, clear, undo, redo),
 * with ours added beside their kin: underline, horizontal rule; the link button is the page's.
 */
export const markActions: ToolbarAction[] = [
  {
    label: 'Bold',
    Icon: IconBold,
    run: (editor) => chain(editor).toggleBold().run(),
    isActive: (editor) => editor.isActive('bold'),
  },
  {
    label: 'Italic',
    Icon: IconItalic,
    run: (editor) => chain(editor).toggleItalic().run(),
    isActive: (editor) => editor.isActive('italic'),
  },
  {
    label: 'Underline',
    Icon: IconUnderline,
    run: (editor) => chain(editor).toggleUnderline().run(),
    isActive: (editor) => editor.isActive('underline'),
  },
  {
    label: 'Strike',
    Icon: IconStrikethrough,
    run: (editor) => chain(editor).toggleStrike().run(),
    isActive: (editor) => editor.isActive('strike'),
  },
  {
    label: 'Inline code',
    Icon: IconCode,
    run: (editor) => chain(editor).toggleCode().run(),
    isActive: (editor) => editor.isActive('code'),
  },
];

export const headingActions: ToolbarAction[] = [
  heading(1, IconH1),
  heading(2, IconH2),
  heading(3, IconH3),
  heading(4, IconH4),
];

export const blockActions: ToolbarAction[] = [
  {
    label: 'Bullet list',
    Icon: IconList,
    run: (editor) => chain(editor).toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  {
    label: 'Ordered list',
    Icon: IconListNumbers,
    run: (editor) => chain(editor).toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
  {
    label: 'Code block',
    Icon: IconSourceCode,
    run: (editor) => chain(editor).toggleCodeBlock().run(),
    isActive: (editor) => editor.isActive('codeBlock'),
  },
  {
    label: 'Blockquote',
    Icon: IconBlockquote,
    run: (editor) => chain(editor).toggleBlockquote().run(),
    isActive: (editor) => editor.isActive('blockquote'),
  },
  {
    label: 'Horizontal rule',
    Icon: IconSeparatorHorizontal,
    run: (editor) => chain(editor).setHorizontalRule().run(),
  },
];

export const historyActions: ToolbarAction[] = [
  { label: 'Hard break', Icon: IconCornerDownLeft, run: (editor) => chain(editor).setHardBreak().run() },
  {
    label: 'Clear format',
    Icon: IconClearFormatting,
    run: (editor) => chain(editor).unsetAllMarks().clearNodes().run(),
  },
  {
    label: 'Undo',
    Icon: IconArrowBackUp,
    run: (editor) => chain(editor).undo().run(),
    isEnabled: (editor) => editor.can().undo(),
  },
  {
    label: 'Redo',
    Icon: IconArrowForwardUp,
    run: (editor) => chain(editor).redo().run(),
    isEnabled: (editor) => editor.can().redo(),
  },
];

/** Beyond the reference: highlight, and tables. */
export const styleActions: ToolbarAction[] = [
  {
    label: 'Remove text colour',
    Icon: IconPaletteOff,
    run: (editor) => chain(editor).unsetColor().run(),
  },
  {
    label: 'Highlight',
    Icon: IconHighlight,
    run: (editor) => chain(editor).toggleHighlight().run(),
    isActive: (editor) => editor.isActive('highlight'),
  },
];

const inTable = (editor: Editor) => editor.can().deleteTable();

export const tableActions: ToolbarAction[] = [
  {
    label: 'Insert table',
    Icon: IconTablePlus,
    run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    isEnabled: (editor) => !inTable(editor),
  },
  {
    label: 'Add row',
    Icon: IconRowInsertBottom,
    run: (editor) => chain(editor).addRowAfter().run(),
    isEnabled: inTable,
  },
  {
    label: 'Add column',
    Icon: IconColumnInsertRight,
    run: (editor) => chain(editor).addColumnAfter().run(),
    isEnabled: inTable,
  },
  { label: 'Delete row', Icon: IconRowRemove, run: (editor) => chain(editor).deleteRow().run(), isEnabled: inTable },
  {
    label: 'Delete column',
    Icon: IconColumnRemove,
    run: (editor) => chain(editor).deleteColumn().run(),
    isEnabled: inTable,
  },
  {
    label: 'Delete table',
    Icon: IconTableMinus,
    run: (editor) => chain(editor).deleteTable().run(),
    isEnabled: inTable,
  },
];
