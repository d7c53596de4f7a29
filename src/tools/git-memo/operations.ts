import { noOperations } from '../../lib/operation/operation';
import { defineFields, textField } from '../../lib/tool-state/fields';

export const operations = noOperations('reasons.noOperation');

/** Longest text the filter and placeholder boxes take: a branch name or a URL fits easily. */
export const memoFieldMaxLength = 300;

/**
 * The page's state: the filter, and a value for each placeholder of the commands, labelled by the
 * placeholder itself as the commands write it (`<branch>`).
 */
export const gitMemoFields = defineFields({
  filter: textField('', { label: 'filter.label' }),
  name: textField(''),
  email: textField(''),
  url: textField(''),
  message: textField(''),
  branch: textField(''),
});

/** The placeholders the page offers to fill, as they appear in the commands (`<branch>`). */
export const placeholderFields = ['name', 'email', 'url', 'message', 'branch'] as const;
