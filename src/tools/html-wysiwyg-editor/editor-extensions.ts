import type { Extensions } from '@tiptap/core';
import { Highlight } from '@tiptap/extension-highlight';
import { TableKit } from '@tiptap/extension-table';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedLinkUrl } from './link-url';

/**
 * What the editor knows: StarterKit (paragraphs, headings, marks, lists, code, quotes, breaks,
 * rules, links, undo) plus tables, text colour and highlight. Anything else in loaded HTML is
 * reduced to its text or dropped by the schema.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      // No empty paragraph forced after a final heading, rule or table: the HTML is the product,
      // and the gap cursor still lets one type after them.
      trailingNode: false,
      link: {
        // A click in the editor places the caret; following the link would leave the page.
        openOnClick: false,
        isAllowedUri: (url) => isAllowedLinkUrl(url),
        shouldAutoLink: (url) => isAllowedLinkUrl(url),
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    TextStyle,
    Color,
    Highlight,
  ];
}
