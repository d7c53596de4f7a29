import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import { fillPlaceholders, filterMemo, memoInWords, memoPlaceholders } from './git-memo';
import { memoContent } from './git-memo-content';
import words from './locales/en.json';
import { placeholderFields } from './operations';

const say = toolWords(words).text;
const memoSections = memoInWords(memoContent, say);

const allCommands = () => memoSections.flatMap((section) => section.entries.map((entry) => entry.command));

describe('memoInWords', () => {
  it('takes each title and description from the catalogue', () => {
    const content = [{ id: 'stash', entries: [{ id: 'pop', command: 'git stash pop' }] }];
    expect(memoInWords(content, say)).toEqual([
      { title: 'Stash', entries: [{ description: 'Bring back the last changes put aside', command: 'git stash pop' }] },
    ]);
  });

  it('finds the words of every section and entry', () => {
    for (const section of memoContent) {
      expect(say(`sections.${section.id}.title`)).not.toBe(`sections.${section.id}.title`);
      for (const entry of section.entries) {
        const key = `sections.${section.id}.entries.${entry.id}`;
        expect(say(key), key).not.toBe(key);
      }
    }
  });
});

describe('the memo content', () => {
  it('holds every command the spec asks for, verbatim', () => {
    const commands = allCommands();
    for (const expected of [
      'git config --global user.name "<name>"',
      'git config --global user.email "<email>"',
      'git init',
      'git clone <url>',
      'git commit -am "<message>"',
      'git commit --amend --no-edit',
      'git commit --amend',
      'git reset HEAD~1',
      'git reset HEAD~N',
      'git reset --soft HEAD~1',
      'git reset --hard HEAD~1',
      'git fetch origin\ngit reset --hard origin/<branch>',
      'git switch -c <branch>',
      'git merge <branch>',
      'git rebase <branch>',
      'git pull --rebase',
      'git push -u origin <branch>',
      'git push --force-with-lease',
      'git stash',
      'git stash pop',
      'git branch -m master main',
    ]) {
      expect(commands).toContain(expected);
    }
  });

  it('groups them under eight headed sections, each with a description per entry', () => {
    expect(memoSections.map((section) => section.title)).toEqual([
      'Configuration',
      'Get started',
      'Commit',
      'Undo and fix mistakes',
      'Branches',
      'Remote',
      'Stash',
      'Miscellaneous',
    ]);
    for (const entry of memoSections.flatMap((section) => section.entries)) {
      expect(entry.description).not.toBe('');
    }
  });

  it('offers a box for exactly the placeholders its commands use', () => {
    expect(memoPlaceholders(memoSections).sort()).toEqual([...placeholderFields].sort());
  });

  it('has a rename master to main entry', () => {
    const entry = memoSections.at(-1)?.entries.find((candidate) => /master/.test(candidate.description));
    expect(entry?.command).toBe('git branch -m master main');
  });
});

describe('fillPlaceholders', () => {
  it.each([
    ['git switch -c <branch>', { branch: 'feature/x' }, 'git switch -c feature/x'],
    ['git push -u origin <branch>', { branch: '  feature/x ' }, 'git push -u origin feature/x'],
    ['git merge <branch>', { branch: '' }, 'git merge <branch>'],
    ['git merge <branch>', { branch: '   ' }, 'git merge <branch>'],
    ['git commit -am "<message>"', { message: 'fix $& and $1' }, 'git commit -am "fix $& and $1"'],
    ['git clone <url>', { toString: 'x' }, 'git clone <url>'],
    ['git init', { branch: 'main' }, 'git init'],
  ])('%s with %j gives %s', (command, values, expected) => {
    expect(fillPlaceholders(command, values as Record<string, string>)).toBe(expected);
  });
});

describe('filterMemo', () => {
  it('keeps everything with an empty filter', () => {
    expect(filterMemo(memoSections, '  ', {})).toEqual(memoSections);
  });

  it('matches commands and descriptions in any case, and drops empty sections', () => {
    const sections = filterMemo(memoSections, 'REBASE', {});
    expect(sections.map((section) => section.title)).toEqual(['Branches', 'Remote']);
    expect(sections.flatMap((section) => section.entries.map((entry) => entry.command))).toEqual([
      'git rebase <branch>',
      'git pull --rebase',
    ]);
    expect(filterMemo(memoSections, 'staged', {}).flatMap((section) => section.entries)).toHaveLength(2);
  });

  it('fills the placeholders everywhere, and matches the filled text', () => {
    const sections = filterMemo(memoSections, 'feature/x', { branch: 'feature/x' });
    const commands = sections.flatMap((section) => section.entries.map((entry) => entry.command));
    expect(commands).toEqual([
      'git fetch origin\ngit reset --hard origin/feature/x',
      'git switch -c feature/x',
      'git merge feature/x',
      'git rebase feature/x',
      'git push -u origin feature/x',
    ]);
  });

  it('gives nothing when nothing matches', () => {
    expect(filterMemo(memoSections, 'svn checkout', {})).toEqual([]);
  });
});
