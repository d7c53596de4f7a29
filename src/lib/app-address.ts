import { appConfig } from '../config/app-config';

/** Where this app is served from, as people would write it: `https://tools.example.com/it-tools`. */
export function appAddress(origin = globalThis.location?.origin ?? ''): string {
  return new URL(appConfig.app.baseUrl || '/', origin).href.replace(/\/$/, '');
}
