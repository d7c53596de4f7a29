export { configSchema, APP_ENVIRONMENTS, type AppConfig } from './schema.ts';
export {
  CONFIG_FORMATS,
  type ConfigFormat,
  type ConfigSchema,
  type ConfigValues,
  type KeyDeclaration,
} from './schema-types.ts';
export { loadConfig, loadConfigWithSchema, ConfigError, type ConfigIssue, type ConfigSources } from './load.ts';
export { textToBoolean, textToArray, textToInteger, textToFloat, textToEnum } from './convert.ts';
export { buildVersionLabel } from './version.ts';
