import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultCronExpression } from './crontab-generator';

export const crontabFields = defineFields({
  cron: textField(defaultCronExpression),
  verbose: booleanField(true),
  use24Hour: booleanField(true),
  daysStartAtZero: booleanField(true),
});
