export { configSchema, APP_ENVIRONMENTS, type AppConfig } from './schema';
export {
  CONFIG_FORMATS,
  type ConfigFormat,
  type ConfigSchema,
  type ConfigValues,
  type KeyDeclaration,
} from './schema-types';
export { loadConfig, loadConfigWithSchema, ConfigError, type ConfigIssue, type ConfigSources } from './load';
export { textToBoolean, textToArray, textToInteger, textToFloat, textToEnum } from './convert';
export { buildVersionLabel } from './version';
