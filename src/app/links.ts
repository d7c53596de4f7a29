/** The project's addresses outside this site, in one place so every link to them agrees. */
export const externalLinks = {
  sourceRepository: 'https://github.com/it-tools-app/it-tools',
  newIssue: 'https://github.com/it-tools-app/it-tools/issues/new/choose',
  social: 'https://x.com/it_tools_app',
  support: 'https://github.com/sponsors/it-tools-app',
} as const;
