import { cronMacros } from './crontab-generator';

/** The five schedule fields the pickers write, in expression order. */
export const cronFieldNames = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronFieldName = (typeof cronFieldNames)[number];

const everyMinute = '* * * * *';

/**
 * The expression's fields as text, seconds first when it has them; a macro gives its expansion.
 * Anything else (blank, @reboot, a wrong number of fields) gives every field `*`.
 */
function fieldsOf(expression: string): string[] {
  const trimmed = expression.trim();
  const macro = cronMacros.find((entry) => entry.macro === trimmed);
  const fields = (macro ? (macro.expansion ?? everyMinute) : trimmed).split(/\s+/);
  return fields.length === 5 || fields.length === 6 ? fields : everyMinute.split(' ');
}

/** The value of one schedule field, as the pickers show it. */
export function cronField(expression: string, name: CronFieldName): string {
  const fields = fieldsOf(expression);
  return fields[fields.length - 5 + cronFieldNames.indexOf(name)];
}

/** The expression with one schedule field replaced (keeping a seconds field if there is one). */
export function withCronField(expression: string, name: CronFieldName, value: string): string {
  const fields = fieldsOf(expression);
  fields[fields.length - 5 + cronFieldNames.indexOf(name)] = value;
  return fields.join(' ');
}
