import { defineFields, textField } from '../../lib/tool-state/fields';

/** Longest text the filter and placeholder boxes take: a branch name or a URL fits easily. */
export const memoFieldMaxLength = 300;

export const gitMemoFields = defineFields({
  filter: textField(''),
  name: textField(''),
  email: textField(''),
  url: textField(''),
  message: textField(''),
  branch: textField(''),
});

/** The placeholders the page offers to fill, as they appear in the commands (`<branch>`). */
export const placeholderFields = ['name', 'email', 'url', 'message', 'branch'] as const;
