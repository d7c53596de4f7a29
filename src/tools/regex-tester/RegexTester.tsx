import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Link } from '../../ui/link/Link';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { FlagCheckboxes } from './FlagCheckboxes';
import { HighlightedText } from './HighlightedText';
import words from './locales/en.json';
import { MatchesTable, NoMatch } from './MatchesTable';
import { RegexDiagram } from './RegexDiagram';
import { flagsText, regexLiteral, type RegexFlags, type RegexRequest } from './regex-tester';
import { regexTest } from './operations';
import { regexTimeLimitMs, useRegexWork } from './useRegexWork';

export default function RegexTester() {
  const { t, wordNode } = useToolWords(words);
  const [state, set] = useToolState('regex-tester', regexTest.fields);
  const { regex, text, replacement } = state;
  const flagValues: RegexFlags = state;
  const flags = flagsText(flagValues);
  const request = useMemo<RegexRequest | undefined>(
    () => (regex === '' ? undefined : { pattern: regex, flags, text, replacement }),
    [regex, flags, text, replacement],
  );
  const work = useRegexWork(request);
  const run = request === undefined ? undefined : work.run;
  const found = run?.ok ? run.value : undefined;

  return (
    <Stack gap="lg">
      <Card title={t('regex.title')}>
        <InputText
          label={t('regex.label')}
          value={regex}
          onChange={(value) => set('regex', value)}
          placeholder={t('regex.placeholder')}
          multiline
          rows={3}
          monospace
          spellCheck={false}
          error={run && !run.ok ? wordNode(run.error) : undefined}
        />
        <Link href="/regex-memo" newTab>
          {t('regex.memo')}
        </Link>
        <FlagCheckboxes flags={flagValues} onChange={(flag, on) => set(flag, on)} />
        <InputText
          label={t('text.label')}
          value={text}
          onChange={(value) => set('text', value)}
          placeholder={t('text.placeholder')}
          multiline
          rows={5}
          monospace
          spellCheck={false}
        />
        {found && found.matches.length > 0 && <HighlightedText text={text} matches={found.matches} />}
      </Card>

      <Card title={t('matches.title')}>
        <RunStatus running={work.busy} label={t('matches.matching')} />
        {work.timedOut ? (
          <Alert type="warning" title={t('tooLong.title')}>
            {t('tooLong.text', { seconds: regexTimeLimitMs / 1000 })}
          </Alert>
        ) : work.failure ? (
          <Alert type="error">{work.failure}</Alert>
        ) : found ? (
          <MatchesTable matches={found.matches} moreMatches={found.moreMatches} />
        ) : (
          !work.busy && <NoMatch />
        )}
      </Card>

      <Card title={t('substitution.title')}>
        <InputText
          label={t('substitution.label')}
          value={replacement}
          onChange={(value) => set('replacement', value)}
          placeholder={t('substitution.placeholder')}
          monospace
          spellCheck={false}
        />
        <CopyableField label={t('substitution.replaced')} value={found?.replaced ?? ''} multiline rows={3} />
      </Card>

      <Card title={t('sample.title')}>
        <CopyableField label={t('sample.label')} value={work.sample} />
      </Card>

      <Card title={t('diagram.title')}>
        <RegexDiagram pattern={run?.ok === false ? '' : regex} />
      </Card>

      <Card title={t('code.title')}>
        <CodeBlock label={t('code.label')} value={found ? regexLiteral(found.source, found.flags) : ''} minRows={1} />
      </Card>
    </Stack>
  );
}
