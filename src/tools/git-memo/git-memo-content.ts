import type { MemoContentSection } from './git-memo';

/** The memo's commands by section and entry; their titles and descriptions are the catalogue's `sections.<id>.…`. */
export const memoContent: readonly MemoContentSection[] = [
  {
    id: 'configuration',
    entries: [
      { id: 'userName', command: 'git config --global user.name "<name>"' },
      { id: 'userEmail', command: 'git config --global user.email "<email>"' },
    ],
  },
  {
    id: 'getStarted',
    entries: [
      { id: 'init', command: 'git init' },
      { id: 'clone', command: 'git clone <url>' },
    ],
  },
  {
    id: 'commit',
    entries: [
      { id: 'commitAll', command: 'git commit -am "<message>"' },
      { id: 'amendNoEdit', command: 'git commit --amend --no-edit' },
    ],
  },
  {
    id: 'undo',
    entries: [
      { id: 'amendMessage', command: 'git commit --amend' },
      { id: 'resetLast', command: 'git reset HEAD~1' },
      { id: 'resetLastN', command: 'git reset HEAD~N' },
      { id: 'resetSoft', command: 'git reset --soft HEAD~1' },
      { id: 'resetHard', command: 'git reset --hard HEAD~1' },
      { id: 'resetToRemote', command: 'git fetch origin\ngit reset --hard origin/<branch>' },
    ],
  },
  {
    id: 'branches',
    entries: [
      { id: 'create', command: 'git switch -c <branch>' },
      { id: 'merge', command: 'git merge <branch>' },
      { id: 'rebase', command: 'git rebase <branch>' },
    ],
  },
  {
    id: 'remote',
    entries: [
      { id: 'pullRebase', command: 'git pull --rebase' },
      { id: 'pushNew', command: 'git push -u origin <branch>' },
      { id: 'forcePush', command: 'git push --force-with-lease' },
    ],
  },
  {
    id: 'stash',
    entries: [
      { id: 'stash', command: 'git stash' },
      { id: 'pop', command: 'git stash pop' },
    ],
  },
  {
    id: 'misc',
    entries: [{ id: 'renameMaster', command: 'git branch -m master main' }],
  },
];
