// The spec's samples (group-e, JSON to TypeScript), shared by the declared examples, the unit tests
// and the browser test.
/** Lines ending each with a newline, as the outputs do. */
export const lines = (...text: string[]) => `${text.join('\n')}\n`;

export const userSample =
  '{"id": 1, "name": "Ada", "email": "ada@example.com", "is_admin": false, "score": 9.5, "tags": ["a", "b"], "address": {"city": "Paris", "zip_code": "75001"}, "avatar_url": null}';
export const usersSample =
  '[{"id": 1, "name": "Ada", "role": "admin", "manager": null}, {"id": 2, "name": "Bob", "manager": {"id": 1}, "score": 7.5}, {"id": "u3", "name": "Cy", "role": null, "score": 8}]';
export const profileSample =
  '{"user_id": 42, "tags": ["x"], "profile": {"nick": "bo", "langs": [{"code": "en"}, {"code": "fr", "level": 2}]}}';
export const mixedSample =
  '{"first-name": "Ada", "created_at": "2024-05-01T10:00:00Z", "matrix": [[1, 2], [3.5]], "meta": {}, "items": [], "date": {"y": 2024}, "mixed": [1, "a", null, {"k": true}, [2]]}';

export const profileStyle = { root: 'user', declaration: 'type', optional: 'undefined', readonly: true } as const;

/** Example 3's TypeScript: type aliases, `| undefined` and read-only, root named `user`. */
export const profileTypes = lines(
  'export type User = {',
  '  readonly user_id: number;',
  '  readonly tags: readonly string[];',
  '  readonly profile: Profile;',
  '};',
  '',
  'export type Profile = {',
  '  readonly nick: string;',
  '  readonly langs: readonly Lang[];',
  '};',
  '',
  'export type Lang = {',
  '  readonly code: string;',
  '  readonly level?: number | undefined;',
  '};',
);

/** Example 2's TypeScript: a root array of items, optional and nullable members. */
export const usersTypes = lines(
  'export type Root = RootItem[];',
  '',
  'export interface RootItem {',
  '  id: number | string;',
  '  name: string;',
  '  role?: string | null;',
  '  manager?: Manager | null;',
  '  score?: number;',
  '}',
  '',
  'export interface Manager {',
  '  id: number;',
  '}',
);
