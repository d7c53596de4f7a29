// The "curl (multi-line)" target, ours: a command rewritten from curlconverter's parsed request, one
// option per line, in a fixed order and with the fewest quotes, so that converting it again gives the
// same code as the original command in every language.
import { COMMON_SUPPORTED_ARGS, parse } from 'curlconverter/dist/src/parse.js';
import type { DataParam, Request, RequestUrl } from 'curlconverter/dist/src/Request.js';
import { mergeWords, Word } from 'curlconverter/dist/src/shell/Word.js';
import { warnIfPartsIgnored, type Warnings } from 'curlconverter/dist/src/Warnings.js';
import type { FormParam } from 'curlconverter/dist/src/curl/form.js';

/** curlconverter's common options, and those this target writes back. */
const supportedArgs = new Set([
  ...COMMON_SUPPORTED_ARGS,
  'compressed',
  'insecure',
  'location',
  'max-redirs',
  'max-time',
  'connect-timeout',
  'form',
  'form-string',
  'proxy',
  'output',
  'upload-file',
]);

/** A word the shell reads as itself, with no quotes. */
const bareWord = /^[A-Za-z0-9@%+=:,./_-]+$/;

/**
 * A word as the shell must be given it: bare when it can be, else single-quoted (`'` as `'\''`); a
 * word holding `$VAR` or `$(…)` double-quoted, so that the shell still expands them.
 */
export function shellWord(word: Word | string): string {
  const tokens = typeof word === 'string' ? [word] : word.tokens;
  if (tokens.some((token) => typeof token !== 'string')) {
    const inside = tokens.map((token) => (typeof token === 'string' ? token.replace(/[\\"$`]/g, '\\$&') : token.text));
    return `"${inside.join('')}"`;
  }
  const text = tokens.join('');
  return bareWord.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

type Option = [flag: string, value?: Word | string];

const formQuoted = (word: Word) => mergeWords('"', word.replace(/[\\"]/g, '\\$&'), '"');

/** A part of a form value as curl's `-F` reads it: in double quotes where `;` or a leading character would mean more. */
const formPart = (word: Word) => (/^[\s"@<(]|;/.test(word.toString()) ? formQuoted(word) : word);

function formOption(part: FormParam): Option {
  const details: (Word | string)[] = [];
  if (part.filename && !('contentFile' in part && part.filename.toString() === part.contentFile.toString()))
    details.push(';filename=', formPart(part.filename));
  if (part.contentType) details.push(';type=', formPart(part.contentType));
  if (part.encoder) details.push(';encoder=', formPart(part.encoder));
  for (const header of part.headers ?? []) details.push(';headers=', formPart(header));
  if ('contentFile' in part) {
    // `@` uploads a file (its name is the file's unless `;filename=` says otherwise); `<` reads a field's value from one.
    const prefix = part.filename ? '@' : '<';
    return ['-F', mergeWords(part.name, '=', prefix, formPart(part.contentFile), ...details)];
  }
  if (details.length === 0 && /^[\s"@<(]|;/.test(part.content.toString()))
    return ['--form-string', mergeWords(part.name, '=', part.content)];
  return ['-F', mergeWords(part.name, '=', formPart(part.content), ...details)];
}

const fileDataFlags = { data: '-d', binary: '--data-binary', urlencode: '--data-urlencode', json: '--json' } as const;

/**
 * The body, one option per part: text as `--data-raw`, files as curl read them. curl joins the parts
 * with `&` (but before a `--json` part), which curlconverter wrote into the text between files: left
 * out here, as curl adds it again.
 */
function dataOptions(request: Request): Option[] {
  const parts: DataParam[] = request.dataArray ?? [];
  if (parts.length === 0) return request.data === undefined ? [] : [['--data-raw', request.data]];
  return parts.flatMap((part, index): Option[] => {
    if (!(part instanceof Word)) {
      const file = mergeWords(part.name ?? '', '@', part.filename);
      return [[fileDataFlags[part.filetype], file]];
    }
    let text = part;
    if (index > 0 && text.startsWith('&')) text = text.slice(1);
    const next = parts[index + 1];
    if (next !== undefined && !(next instanceof Word) && next.filetype !== 'json' && text.endsWith('&'))
      text = text.slice(0, -1);
    return text.isEmpty() ? [] : [['--data-raw', text]];
  });
}

/** The method curl uses unless told: PUT to upload, POST with a body, else GET. */
function impliedMethod(request: Request, url: RequestUrl): string {
  if (url.uploadFile) return 'PUT';
  return request.data !== undefined || request.multipartUploads ? 'POST' : 'GET';
}

function methodOptions(request: Request, url: RequestUrl): Option[] {
  const method = url.method.toString();
  if (method === impliedMethod(request, url)) return [];
  return method === 'HEAD' ? [['--head']] : [['-X', url.method]];
}

/**
 * The headers, cookies from `-b` among them; the last one left out when it is curl's own
 * `Content-Type` for `-d`, written as curlconverter would add it again.
 */
function headerOptions(request: Request): Option[] {
  const headers = [...request.headers];
  const last = headers.at(-1);
  if (last && request.data !== undefined && last[1]?.isString()) {
    const others = headers.slice(0, -1);
    const lowercase = others.length > 0 && others.every(([name]) => name.toString() === name.toString().toLowerCase());
    const defaultName = lowercase ? 'content-type' : 'Content-Type';
    if (last[0].toString() === defaultName && last[1].toString() === 'application/x-www-form-urlencoded') headers.pop();
  }
  return headers.map(([name, value]): Option => [
    '-H',
    value?.isEmpty() ? mergeWords(name, ';') : mergeWords(name, ': ', value ?? ''),
  ]);
}

/** The URL as curl was given it, but for the `http://` curlconverter puts before a URL that is a variable. */
function urlWord({ url, originalUrl }: RequestUrl): Word {
  const startsWithVariable = typeof originalUrl.tokens[0] === 'object' && !originalUrl.startsWith('http://');
  return startsWithVariable && url.startsWith('http://') ? url.slice('http://'.length) : url;
}

function optionsOf(request: Request, url: RequestUrl): Option[] {
  const options: Option[] = [...methodOptions(request, url), ...headerOptions(request)];
  if (url.auth) {
    const [user, password] = url.auth;
    options.push(['-u', password.isEmpty() ? user : mergeWords(user, ':', password)]);
  }
  options.push(...dataOptions(request));
  if (request.data === undefined) options.push(...(request.multipartUploads ?? []).map(formOption));
  if (url.uploadFile) options.push(['-T', url.uploadFile]);
  if (request.compressed) options.push(['--compressed']);
  if (request.insecure) options.push(['-k']);
  if (request.followRedirects) options.push(['-L']);
  if (request.maxRedirects) options.push(['--max-redirs', request.maxRedirects]);
  if (request.timeout) options.push(['--max-time', request.timeout]);
  if (request.connectTimeout) options.push(['--connect-timeout', request.connectTimeout]);
  if (request.proxy) options.push(['-x', request.proxy]);
  if (url.output) options.push(['-o', url.output]);
  if (request.globoff) options.push(['-g']);
  return options;
}

function commandOf(request: Request, url: RequestUrl): string {
  const lines = [
    `curl ${shellWord(urlWord(url))}`,
    ...optionsOf(request, url).map(([flag, value]) => (value === undefined ? flag : `${flag} ${shellWord(value)}`)),
  ];
  return `${lines.join(' \\\n  ')}\n`;
}

/** The command as a tidy multi-line curl, one command for each URL; what it leaves out goes to `warnings`. */
export function toMultilineCurlWarn(command: string, warnings: Warnings = []): [string, Warnings] {
  const requests = parse(command, supportedArgs, warnings);
  const commands: string[] = [];
  for (const request of requests) {
    warnIfPartsIgnored(request, warnings, { multipleUrls: true, dataReadsFile: true });
    for (const url of request.urls) commands.push(commandOf(request, url));
  }
  return [commands.join('\n'), warnings];
}
