import { Stack } from '@mantine/core';
import { useMemo } from 'react';
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
import { MatchesTable, NoMatch } from './MatchesTable';
import { RegexDiagram } from './RegexDiagram';
import { flagsText, regexLiteral, type RegexFlags, type RegexRequest } from './regex-tester';
import { regexTesterFields } from './regex-tester-fields';
import { regexTimeLimitMs, useRegexWork } from './useRegexWork';

const tooLongMessage =
  `The regex took too long on this text (over ${regexTimeLimitMs / 1000} seconds) and was stopped. ` +
  'Nested quantifiers such as (a+)+ can backtrack for ever: make the pattern stricter or the text shorter.';

export default function RegexTester() {
  const [state, set] = useToolState('regex-tester', regexTesterFields);
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
      <Card title="Regex">
        <InputText
          label="Regex to test"
          value={regex}
          onChange={(value) => set('regex', value)}
          placeholder="Put the regex to test"
          multiline
          rows={3}
          monospace
          spellCheck={false}
          error={run && !run.ok ? run.error : undefined}
        />
        <Link href="/regex-memo" newTab>
          See Regular Expression Cheatsheet
        </Link>
        <FlagCheckboxes flags={flagValues} onChange={(flag, on) => set(flag, on)} />
        <InputText
          label="Text to match"
          value={text}
          onChange={(value) => set('text', value)}
          placeholder="Put the text to match"
          multiline
          rows={5}
          monospace
          spellCheck={false}
        />
        {found && found.matches.length > 0 && <HighlightedText text={text} matches={found.matches} />}
      </Card>

      <Card title="Matches">
        <RunStatus running={work.busy} label="Matching…" />
        {work.timedOut ? (
          <Alert type="warning" title="Took too long">
            {tooLongMessage}
          </Alert>
        ) : work.failure ? (
          <Alert type="error">{work.failure}</Alert>
        ) : found ? (
          <MatchesTable matches={found.matches} moreMatches={found.moreMatches} />
        ) : (
          !work.busy && <NoMatch />
        )}
      </Card>

      <Card title="Substitution">
        <InputText
          label="Replace"
          value={replacement}
          onChange={(value) => set('replacement', value)}
          placeholder="Replacement: $1 or $<name> insert a group, $& the match"
          monospace
          spellCheck={false}
        />
        <CopyableField label="Text after replacing" value={found?.replaced ?? ''} multiline rows={3} />
      </Card>

      <Card title="Sample matching text">
        <CopyableField label="A random text the regex matches" value={work.sample} />
      </Card>

      <Card title="Regex Diagram">
        <RegexDiagram pattern={run?.ok === false ? '' : regex} />
      </Card>

      <Card title="Code snippet">
        <CodeBlock label="JavaScript code" value={found ? regexLiteral(found.source, found.flags) : ''} minRows={1} />
      </Card>
    </Stack>
  );
}
