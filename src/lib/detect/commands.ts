// Commands and patterns: docker run, curl, regular expressions.
import { detected, type Detector } from './detection';

/**
 * `docker run …` (or `podman run`, `docker container run`). The words "docker run" alone are a
 * search; with options or an image they are a command.
 */
export const detectDockerRun: Detector = (text) => {
  const command = /^(?:sudo\s+)?(?:docker|podman)\s+(?:container\s+)?run\s+(\S[\s\S]*)$/i.exec(text.slice(0, 20_000));
  if (!command) return undefined;
  const rest = command[1];
  if (/(?:^|\s)--?[a-z]/i.test(rest) || /[:/]/.test(rest)) return detected('docker-run', 0.95, 'dockerRun');
  return detected('docker-run', 0.45, 'dockerRun');
};

/** `curl …` with a URL or options; "curl" and a word is a search. */
export const detectCurl: Detector = (text) => {
  const command = /^curl(?:\.exe)?\s+(\S[\s\S]*)$/i.exec(text.slice(0, 20_000));
  if (!command) return undefined;
  const rest = command[1];
  if (/(?:^|\s)['"]?https?:\/\//i.test(rest) || /(?:^|\s)--?[a-z]/i.test(rest)) return detected('curl', 0.95, 'curl');
  return detected('curl', 0.4, 'curl');
};

/**
 * A regular expression literal, `/…/flags`, that compiles. A path (`/usr/local/`) has slashes too,
 * so the body needs a character that only a pattern has.
 */
export const detectRegex: Detector = (text) => {
  if (text.length > 5000 || text.includes('\n')) return undefined;
  const literal = /^\/(.+)\/([dgimsuyv]*)$/.exec(text);
  if (!literal) return undefined;
  const [, body, flags] = literal;
  if (!/[\\[\](){}*+?^$|]/.test(body)) return undefined;
  try {
    new RegExp(body, flags);
  } catch {
    return undefined;
  }
  return detected('regex', /\\[dwsbDWSB]|\[[^\]]+\]|[*+?]|\(\?/.test(body) ? 0.85 : 0.6, 'regex');
};
