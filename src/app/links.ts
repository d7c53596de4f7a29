/** The project's addresses outside this site, in one place so every link to them agrees. */
export const externalLinks = {
  sourceRepository: 'https://github.com/it-tools-app/it-tools',
  newIssue: 'https://github.com/it-tools-app/it-tools/issues/new/choose',
} as const;
