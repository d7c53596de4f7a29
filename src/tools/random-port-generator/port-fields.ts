import { booleanField, defineFields, integerField } from '../../lib/tool-state/fields';
import {
  defaultMaxPort,
  defaultMinPort,
  highestPort,
  lowestPort,
  portCountMax,
  portCountMin,
} from './random-port-generator';

export const portFields = defineFields({
  min: integerField(defaultMinPort, { min: lowestPort, max: highestPort }),
  max: integerField(defaultMaxPort, { min: lowestPort, max: highestPort }),
  count: integerField(portCountMin, { min: portCountMin, max: portCountMax }),
  avoidDevPorts: booleanField(false),
  avoidEphemeral: booleanField(false),
});
