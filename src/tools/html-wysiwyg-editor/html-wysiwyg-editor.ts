export const defaultEditorHtml = '<h1>Hey!</h1><p>Welcome to this html wysiwyg editor</p>';

/** The reference app's local storage key for the editor's content, kept so its users find their text. */
export const editorStorageKey = 'html-wysiwyg-editor--html';

/** Loading more HTML than this at once would hold the page for seconds while the editor reads it. */
export const maxLoadedHtmlChars = 1_000_000;
