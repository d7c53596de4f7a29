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
  /** Catalogue key of its name. */
  label: string;
  Icon: Icon;
  run: (editor: Editor) => void;
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const headingLabels = {
  1: 'toolbar.heading1',
  2: 'toolbar.heading2',
  3: 'toolbar.heading3',
  4: 'toolbar.heading4',
} as const;

const heading = (level: 1 | 2 | 3 | 4, Icon: Icon): ToolbarAction => ({
  label: headingLabels[level],
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
    label: 'toolbar.bold',
    Icon: IconBold,
    run: (editor) => chain(editor).toggleBold().run(),
    isActive: (editor) => editor.isActive('bold'),
  },
  {
    label: 'toolbar.italic',
    Icon: IconItalic,
    run: (editor) => chain(editor).toggleItalic().run(),
    isActive: (editor) => editor.isActive('italic'),
  },
  {
    label: 'toolbar.underline',
    Icon: IconUnderline,
    run: (editor) => chain(editor).toggleUnderline().run(),
    isActive: (editor) => editor.isActive('underline'),
  },
  {
    label: 'toolbar.strike',
    Icon: IconStrikethrough,
    run: (editor) => chain(editor).toggleStrike().run(),
    isActive: (editor) => editor.isActive('strike'),
  },
  {
    label: 'toolbar.inlineCode',
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
    label: 'toolbar.bulletList',
    Icon: IconList,
    run: (editor) => chain(editor).toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  {
    label: 'toolbar.orderedList',
    Icon: IconListNumbers,
    run: (editor) => chain(editor).toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
  {
    label: 'toolbar.codeBlock',
    Icon: IconSourceCode,
    run: (editor) => chain(editor).toggleCodeBlock().run(),
    isActive: (editor) => editor.isActive('codeBlock'),
  },
  {
    label: 'toolbar.blockquote',
    Icon: IconBlockquote,
    run: (editor) => chain(editor).toggleBlockquote().run(),
    isActive: (editor) => editor.isActive('blockquote'),
  },
  {
    label: 'toolbar.horizontalRule',
    Icon: IconSeparatorHorizontal,
    run: (editor) => chain(editor).setHorizontalRule().run(),
  },
];

export const historyActions: ToolbarAction[] = [
  { label: 'toolbar.hardBreak', Icon: IconCornerDownLeft, run: (editor) => chain(editor).setHardBreak().run() },
  {
    label: 'toolbar.clearFormat',
    Icon: IconClearFormatting,
    run: (editor) => chain(editor).unsetAllMarks().clearNodes().run(),
  },
  {
    label: 'toolbar.undo',
    Icon: IconArrowBackUp,
    run: (editor) => chain(editor).undo().run(),
    isEnabled: (editor) => editor.can().undo(),
  },
  {
    label: 'toolbar.redo',
    Icon: IconArrowForwardUp,
    run: (editor) => chain(editor).redo().run(),
    isEnabled: (editor) => editor.can().redo(),
  },
];

/** Beyond the reference: highlight, and tables. */
export const styleActions: ToolbarAction[] = [
  {
    label: 'toolbar.removeTextColour',
    Icon: IconPaletteOff,
    run: (editor) => chain(editor).unsetColor().run(),
  },
  {
    label: 'toolbar.highlight',
    Icon: IconHighlight,
    run: (editor) => chain(editor).toggleHighlight().run(),
    isActive: (editor) => editor.isActive('highlight'),
  },
];

const inTable = (editor: Editor) => editor.can().deleteTable();

export const tableActions: ToolbarAction[] = [
  {
    label: 'toolbar.insertTable',
    Icon: IconTablePlus,
    run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    isEnabled: (editor) => !inTable(editor),
  },
  {
    label: 'toolbar.addRow',
    Icon: IconRowInsertBottom,
    run: (editor) => chain(editor).addRowAfter().run(),
    isEnabled: inTable,
  },
  {
    label: 'toolbar.addColumn',
    Icon: IconColumnInsertRight,
    run: (editor) => chain(editor).addColumnAfter().run(),
    isEnabled: inTable,
  },
  {
    label: 'toolbar.deleteRow',
    Icon: IconRowRemove,
    run: (editor) => chain(editor).deleteRow().run(),
    isEnabled: inTable,
  },
  {
    label: 'toolbar.deleteColumn',
    Icon: IconColumnRemove,
    run: (editor) => chain(editor).deleteColumn().run(),
    isEnabled: inTable,
  },
  {
    label: 'toolbar.deleteTable',
    Icon: IconTableMinus,
    run: (editor) => chain(editor).deleteTable().run(),
    isEnabled: inTable,
  },
];
