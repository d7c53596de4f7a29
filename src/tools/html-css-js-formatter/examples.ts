// The spec's examples (inputs and outputs), shared by the declaration and the unit tests.
export const lines = (...parts: string[]) => parts.join('\n');

export const jsToBeautify = 'const items=[1,2,3];const doubled=items.map(n=>n*2);console.log(doubled)';
export const jsToMinify = lines(
  'function add(first, second) {',
  '  // sum',
  '  return first + second;',
  '}',
  'console.log(add(1, 2));',
);
export const jsWithLicence = lines('/*! keep me */', 'const answer = 40 + 2;', 'export default answer;');
export const cssToMinify = lines(
  '.a {',
  '  color: #ff0000;',
  '  margin: 0px 0px 0px 0px;',
  '}',
  '.b {',
  '  color: #ff0000;',
  '  margin: 0px 0px 0px 0px;',
  '}',
);
export const htmlToMinify = lines(
  '<!DOCTYPE html>',
  '<html>',
  '  <head>',
  '    <title> Demo </title>',
  '    <style> p { color : red ; } </style>',
  '  </head>',
  '  <body>',
  '    <!-- note -->',
  '    <p class="x"   id="y"> Hello   <b>world</b> </p>',
  '    <input type="text" disabled="disabled">',
  '    <script type="text/javascript"> var message = "hi"; console.log( message ); </script>',
  '  </body>',
  '</html>',
);
export const alpineHtml =
  '<div x-data="{ open: false }"><button @click="open = !open" :class="{ active: open }">Toggle</button><span x-show="open">Hi</span></div>';
export const typescriptToBeautify = lines('interface A{b:number;c?:string}', 'const x:A={b:1}');
export const cssToIndent = 'a{color:red;background:blue}@media (max-width:600px){a{color:#FFFFFF}}';
export const brokenJs = 'const a = {b:1,';
export const brokenCss = 'a { color red; background: blue }';
export const brokenHtml = lines('<p>ok</p>', '<div <p>x</p>');
export const brokenInlineScript = lines('<p>a</p>', '<script>let = ;</script>');

export const beautifiedDefault = lines(
  '<!DOCTYPE html>',
  '<html>',
  '  <head>',
  '    <title>Demo</title>',
  '  </head>',
  '  <body>',
  '    <h1>Hello</h1>',
  '    <p>Some <em>text</em> here.</p>',
  '  </body>',
  '</html>',
  '',
);
export const minifiedDefault =
  '<!doctype html><html><head><title>Demo</title></head><body><h1>Hello</h1><p>Some <em>text</em> here.</p></body></html>';
export const minifiedHtml =
  '<!doctype html><html><head><title>Demo</title><style>p{color:red}</style></head><body><p class="x" id="y">Hello <b>world</b></p><input disabled><script>var message="hi";console.log(message);</script></body></html>';
export const minifiedHtmlKeepingAll =
  '<!doctype html><html><head><title>Demo</title><style>p { color : red ; }</style></head><body><!-- note --><p class="x" id="y">Hello <b>world</b></p><input disabled><script>var message = "hi"; console.log( message );</script></body></html>';
