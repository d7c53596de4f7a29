import { cronMacros } from './crontab-generator';

export interface CronHelpRow {
  symbol: string;
  /** Catalogue key of what it means. */
  meaning: string;
  example: string;
  /** What it amounts to: a catalogue key for a symbol, the expansion for a macro. */
  equivalent: { key: string } | { expansion: string };
}

const symbolRows: readonly CronHelpRow[] = [
  { symbol: '*', meaning: 'help.meanings.any', example: '* * * * *', equivalent: { key: 'help.equivalents.any' } },
  {
    symbol: '-',
    meaning: 'help.meanings.range',
    example: '1-10 * * * *',
    equivalent: { key: 'help.equivalents.range' },
  },
  { symbol: ',', meaning: 'help.meanings.list', example: '1,10 * * * *', equivalent: { key: 'help.equivalents.list' } },
  { symbol: '/', meaning: 'help.meanings.step', example: '*/10 * * * *', equivalent: { key: 'help.equivalents.step' } },
];

export const cronHelpRows: readonly CronHelpRow[] = [
  ...symbolRows,
  ...cronMacros.map((entry) => ({
    symbol: entry.macro,
    meaning: `help.meanings.${entry.macro}`,
    example: entry.macro,
    equivalent: { expansion: entry.expansion ?? '—' },
  })),
];
