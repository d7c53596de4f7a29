import { beforeAll, describe, expect, it } from 'vitest';
import { bashParserReady, convertCurl, type Conversion } from './curl-converter';
import { isWindowsCmd, languages, type Language } from './languages';
import { shellWord } from './multiline-curl';
import { browserCopy, curlToCode, defaultCommand } from './operations';

// The declared examples (every language's code for the spec's commands, the errors) run in
// src/tools/operations.test.ts; here, the rest of the spec's examples and the edge cases.

beforeAll(() => bashParserReady);

function converted(command: string, language: Language): Conversion {
  const result = convertCurl(command, language);
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

const code = (command: string, language: Language) => converted(command, language).code;
const multiline = (command: string) => code(command, 'curl');
const lines = (...text: string[]) => `${text.join('\n')}\n`;

function libraryError(command: string, language: Language = 'python'): string {
  const result = convertCurl(command, language);
  if (result.ok || result.error.kind !== 'library') throw new Error(`no library error: ${JSON.stringify(result)}`);
  return result.error.message;
}

describe('the spec examples', () => {
  it('2: the default command in Go and as a multi-line curl', () => {
    const go = code(defaultCommand, 'go');
    expect(go).toContain('var data = strings.NewReader(`{"name":"widget","qty":2}`)');
    expect(go).toContain('req, err := http.NewRequest("POST", "https://api.example.com/v1/items", data)');
    expect(go).toContain('req.Header.Set("Authorization", "Bearer abc123")');
  });

  it("3: a browser's copy in Go, Python and HTTPie, and back as the same five lines", () => {
    const go = code(browserCopy, 'go');
    expect(go).toContain('req, err := http.NewRequest("GET", "https://example.com/api/search?q=jq&page=2", nil)');
    expect(go).toContain('req.Header.Set("cookie", "session=abc; theme=dark")');
    const python = converted(browserCopy, 'python');
    expect(python.code).toContain(lines('cookies = {', "    'session': 'abc',", "    'theme': 'dark',", '}'));
    expect(python.code).toContain(lines('params = {', "    'q': 'jq',", "    'page': '2',", '}'));
    expect(python.warnings).toEqual([
      'all the --header/-H names are lowercase, which means this may have been an HTTP/2 or HTTP/3 request. Requests only sends HTTP/1.1',
    ]);
    expect(converted(browserCopy, 'httpie').warnings).toEqual(['--compressed is not a supported option']);
    expect(multiline(browserCopy)).toBe(`${browserCopy}\n`);
  });

  it('4: a form with a file, in the browser and as an HTTP request with a new boundary each time', () => {
    const command = "curl -k -F 'file=@photo.jpg' -F note=hi https://api.example.com/upload";
    const javascript = converted(command, 'javascript');
    expect(javascript.warnings).toEqual([
      '-k is not a supported option',
      "you can't read a file for --form/-F in the browser",
    ]);
    expect(javascript.code).toContain("form.append('file', File(['<data goes here>'], 'photo.jpg'));");
    expect(javascript.code).toContain("form.append('note', 'hi');");
    const boundary = (http: string) => /boundary=(-+[0-9a-f]+)/.exec(http)?.[1];
    const first = boundary(code(command, 'http'));
    expect(first).toMatch(/^-{24}[0-9a-f]{16}$/);
    expect(boundary(code(command, 'http'))).not.toBe(first);
  });

  it('5: basic authentication in PHP, Rust and Python', () => {
    const command = 'curl -u alice:s3cret https://api.example.com/me';
    const php = code(command, 'php');
    expect(php).toContain('curl_setopt($ch, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);');
    expect(php).toContain("curl_setopt($ch, CURLOPT_USERPWD, 'alice:s3cret');");
    expect(code(command, 'rust')).toContain('.basic_auth("alice", Some("s3cret"))');
    expect(code(command, 'python')).toContain(
      "response = requests.get('https://api.example.com/me', auth=('alice', 's3cret'))",
    );
  });

  it("7: curlconverter's errors, word for word with their caret lines, and the Windows cmd check", () => {
    expect(libraryError("curl -H 'Accept: application/json'")).toBe('no URL specified!');
    expect(libraryError('wget https://example.com')).toBe(
      'command should begin with "curl" but instead begins with "wget"\nwget https://example.com\n^^^^',
    );
    expect(libraryError('curl --foo-bar x https://example.com')).toBe('option --foo-bar: is unknown');
    expect(libraryError('curl https://example.com -X')).toBe('option -X: requires parameter');
    expect(libraryError("curl 'https://example.com")).toMatch(/^Bash parsing error on line 1:\n/);
    expect(convertCurl('curl "https://example.com/api" ^\n  -H "accept: application/json"', 'python')).toEqual({
      ok: false,
      error: { kind: 'windowsCmd' },
    });
  });
});

describe('convertCurl', () => {
  it('gives nothing, and no error, for empty or blank text', () => {
    for (const language of languages) {
      expect(convertCurl('', language)).toEqual({ ok: true, value: { code: '', warnings: [] } });
      expect(convertCurl(' \n\t ', language)).toEqual({ ok: true, value: { code: '', warnings: [] } });
    }
  });

  it('says each warning once (Java leaves out every -F)', () => {
    const { warnings } = converted('curl -F a=1 -F b=2 -F c=3 https://example.com', 'java');
    expect(warnings).toEqual(['-F is not a supported option']);
  });

  it('imports node-fetch for Node.js and reads no file in the browser', () => {
    expect(code(defaultCommand, 'node')).toMatch(/^import fetch from 'node-fetch';\n/);
    expect(code(defaultCommand, 'javascript')).not.toContain('node-fetch');
  });

  it('writes Ansible as YAML and an HTTP request with its headers', () => {
    expect(code(defaultCommand, 'ansible')).toContain(
      "    url: 'https://api.example.com/v1/items'\n    method: POST\n",
    );
    expect(code(defaultCommand, 'http')).toMatch(/^POST \/v1\/items HTTP\/1\.1\nHost: api\.example\.com\n/);
  });
});

describe('isWindowsCmd', () => {
  it.each([
    ['curl "https://example.com" ^\n  -H "a: b"', true],
    ['curl "https://example.com" ^  \r\n  -H "a: b"', true],
    ['curl ^"https://example.com^"', true],
    ["curl https://example.com -d '^abc$'", false],
    ["curl https://example.com -H 'X: a^b'", false],
  ])('%j → %s', (command, expected) => {
    expect(isWindowsCmd(command)).toBe(expected);
  });
});

describe('shellWord', () => {
  it.each([
    ['https://api.example.com/v1/items?', "'https://api.example.com/v1/items?'"],
    ['alice:s3cret', 'alice:s3cret'],
    ['@photo.jpg', '@photo.jpg'],
    ['a=1,b=2%20+c_d-e.f/g', 'a=1,b=2%20+c_d-e.f/g'],
    ['', "''"],
    ['two words', "'two words'"],
    ["it's", "'it'\\''s'"],
    ['{"a":1}', `'{"a":1}'`],
    ['a\nb', "'a\nb'"],
  ])('%j → %s', (word, expected) => {
    expect(shellWord(word)).toBe(expected);
  });
});

describe('curl (multi-line)', () => {
  it('writes -X only where curl would not choose the method, and HEAD as --head', () => {
    expect(multiline('curl -X POST https://example.com')).toBe(lines('curl https://example.com \\', '  -X POST'));
    expect(multiline('curl -X POST -d a=1 https://example.com')).toBe(
      lines('curl https://example.com \\', '  --data-raw a=1'),
    );
    expect(multiline('curl -X GET -d a=1 https://example.com')).toBe(
      lines('curl https://example.com \\', '  -X GET \\', '  --data-raw a=1'),
    );
    expect(multiline('curl -X GET https://example.com')).toBe(lines('curl https://example.com'));
    expect(multiline('curl -I https://example.com')).toBe(lines('curl https://example.com \\', '  --head'));
    expect(multiline('curl -X DELETE https://example.com/1')).toBe(
      lines('curl https://example.com/1 \\', '  -X DELETE'),
    );
    expect(multiline('curl -T up.bin https://example.com/')).toBe(
      lines('curl https://example.com/up.bin \\', '  -T up.bin'),
    );
  });

  it('puts -G data in the URL', () => {
    expect(multiline("curl -G -d q=1 --data-urlencode 'n=a b' https://example.com/s")).toBe(
      lines("curl 'https://example.com/s?q=1&n=a+b'"),
    );
  });

  it('writes cookies as a Cookie header, and leaves out the Content-Type that curl sends for -d anyway', () => {
    expect(multiline("curl -b 'a=1; b=2' -d x=1 https://example.com")).toBe(
      lines('curl https://example.com \\', "  -H 'Cookie: a=1; b=2' \\", '  --data-raw x=1'),
    );
    // Written by the person in the middle of the headers: kept, so that the headers keep their order.
    expect(
      multiline("curl -H 'content-type: application/x-www-form-urlencoded' -H 'x-a: 1' -d x=1 https://example.com"),
    ).toBe(
      lines(
        'curl https://example.com \\',
        "  -H 'content-type: application/x-www-form-urlencoded' \\",
        "  -H 'x-a: 1' \\",
        '  --data-raw x=1',
      ),
    );
    expect(multiline("curl -H 'X-Empty;' https://example.com")).toBe(
      lines('curl https://example.com \\', "  -H 'X-Empty;'"),
    );
  });

  it('writes each body part, files as curl reads them', () => {
    expect(
      multiline(
        'curl -d a=1 -d @body.txt --data-binary @img.png --data-urlencode name@n.txt -d b=2 https://example.com',
      ),
    ).toBe(
      lines(
        'curl https://example.com \\',
        '  --data-raw a=1 \\',
        '  -d @body.txt \\',
        '  --data-binary @img.png \\',
        '  --data-urlencode name@n.txt \\',
        '  --data-raw b=2',
      ),
    );
    expect(multiline('curl --json \'{"a":1}\' https://example.com')).toBe(
      lines(
        'curl https://example.com \\',
        "  -H 'Content-Type: application/json' \\",
        "  -H 'Accept: application/json' \\",
        `  --data-raw '{"a":1}'`,
      ),
    );
    expect(multiline("curl -d '' https://example.com")).toBe(lines('curl https://example.com \\', "  --data-raw ''"));
  });

  it('writes form parts with their file names and types, and literal values that would read a file', () => {
    expect(
      multiline(
        "curl -F 'file=@photo.jpg;type=image/jpeg' -F 'doc=@a.pdf;filename=report.pdf' -F 'text=<notes.txt' --form-string 'at=@home' -F 'semi=\"a;b\";type=text/plain' https://example.com",
      ),
    ).toBe(
      lines(
        'curl https://example.com \\',
        "  -F 'file=@photo.jpg;type=image/jpeg' \\",
        "  -F 'doc=@a.pdf;filename=report.pdf' \\",
        "  -F 'text=<notes.txt' \\",
        '  --form-string at=@home \\',
        `  -F 'semi="a;b";type=text/plain'`,
      ),
    );
  });

  it('keeps -u, the transfer options in order, and leaves out the others with a warning', () => {
    const { code: written, warnings } = converted(
      'curl -v -s -o out.json -x http://proxy:8080 --connect-timeout 3 -m 10 --max-redirs 5 -L -k --compressed -u me https://example.com',
      'curl',
    );
    expect(written).toBe(
      lines(
        'curl https://example.com \\',
        '  -u me \\',
        '  --compressed \\',
        '  -k \\',
        '  -L \\',
        '  --max-redirs 5 \\',
        '  --max-time 10 \\',
        '  --connect-timeout 3 \\',
        '  -x http://proxy:8080 \\',
        '  -o out.json',
      ),
    );
    expect(warnings).toEqual(['-v is not a supported option', '-s is not a supported option']);
  });

  it('keeps variables and command substitutions for the shell to expand, double-quoted', () => {
    expect(multiline('curl "$API/items" -H "Authorization: Bearer $(cat token)" -d "name=$USER"')).toBe(
      lines('curl "$API/items" \\', '  -H "Authorization: Bearer $(cat token)" \\', '  --data-raw "name=$USER"'),
    );
    expect(multiline('curl $URL -d "cost=\\$5 \\"x\\""')).toBe(lines('curl "$URL" \\', `  --data-raw 'cost=$5 "x"'`));
  });

  it('writes one command for each URL, and for each command, a blank line between', () => {
    expect(multiline("curl https://a.example https://b.example -H 'X: 1'")).toBe(
      [lines('curl https://a.example \\', "  -H 'X: 1'"), lines('curl https://b.example \\', "  -H 'X: 1'")].join('\n'),
    );
    expect(multiline('curl https://a.example; curl -I https://b.example')).toBe(
      [lines('curl https://a.example'), lines('curl https://b.example \\', '  --head')].join('\n'),
    );
  });

  // Nine commands × eleven generators: the multi-line curl converts to the very code of the command
  // it was made from (but for the random multipart boundary of an HTTP request).
  const roundTrips = [
    defaultCommand,
    browserCopy,
    "curl -k -F 'file=@photo.jpg' -F note=hi https://api.example.com/upload",
    'curl -u alice:s3cret https://api.example.com/me',
    `curl 'https://example.com/api' -H 'accept: application/json' --data-raw $'{"note":"it\\'s"}' --compressed`,
    "curl -X PUT -H 'Content-Type: text/plain' --data-binary @notes.txt -L --max-redirs 3 https://example.com/notes/1",
    "curl -G -d q=1 --data-urlencode 'n=a b' -A 'agent/1.0' -e https://ref.example -b 'k=v' https://example.com/search",
    "curl -X DELETE 'https://example.com/items/7?force=true' -H 'X-Token: t0k3n' -m 20 --connect-timeout 5",
    "curl -d 'a=1&b=2' -d c=3 -x http://proxy:3128 -o result.html -I https://example.com/form",
  ];
  it.each(roundTrips)('converts again to the same code in every language: %s', (command) => {
    const tidy = multiline(command);
    for (const language of languages) {
      const first = converted(command, language);
      const again = converted(tidy, language);
      if (language === 'http' && command.includes(' -F ')) {
        const unbound = (text: string) => text.replace(/-{24}[0-9a-f]{16}/g, 'BOUNDARY');
        expect(unbound(again.code), language).toBe(unbound(first.code));
      } else expect(again.code, language).toBe(first.code);
      // The same options left out, perhaps in another order and spelling (`-m` comes back as `--max-time`).
      if (language !== 'curl') expect(again.warnings.length, language).toBe(first.warnings.length);
    }
  });
});

describe('the operation', () => {
  it('gives each warning as a note, and curlconverter’s message as the error’s detail', async () => {
    const warned = await curlToCode.run('curl -v https://example.com', { command: '', language: 'python' });
    expect(warned).toEqual({
      ok: true,
      value: expect.any(String),
      notes: [{ code: 'notes.warning', values: { detail: '-v is not a supported option' }, warning: true }],
    });
    expect(await curlToCode.run('wget https://example.com', { command: '', language: 'go' })).toEqual({
      ok: false,
      error: {
        code: 'errors.cannotConvert',
        values: {
          detail: 'command should begin with "curl" but instead begins with "wget"\nwget https://example.com\n^^^^',
        },
      },
    });
  });
});
