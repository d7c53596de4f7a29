import { defineFields, textField } from '../../lib/tool-state/fields';
import { defaultEditorHtml, editorStorageKey } from './html-wysiwyg-editor';

export const htmlWysiwygEditorFields = defineFields({
  // The editor's document, remembered as the reference does (same key). It is sanitised before
  // the editor loads it, whether it comes from storage, a link or the page.
  html: textField(defaultEditorHtml, { persist: true, storageKey: editorStorageKey }),
  source: textField(''),
  textColor: textField('#e03131'),
});
