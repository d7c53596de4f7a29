import { loadConfig } from './load.ts';
import type { AppConfig } from './schema.ts';

declare const __APP_CONFIG__: AppConfig | undefined;

/** The configuration resolved and validated when the build (or dev server) started. */
export const appConfig: AppConfig = typeof __APP_CONFIG__ === 'undefined' ? loadConfig({}) : __APP_CONFIG__;
