import { categoryIds, type CategoryId, type Tool } from './tool';
import { tool as asciiTextDrawer } from './ascii-text-drawer';
import { tool as baseConverter } from './base-converter';
import { tool as barcodeGenerator } from './barcode-generator';
import { tool as base64FileConverter } from './base64-file-converter';
import { tool as base64StringConverter } from './base64-string-converter';
import { tool as basicAuthGenerator } from './basic-auth-generator';
import { tool as bcrypt } from './bcrypt';
import { tool as benchmarkBuilder } from './benchmark-builder';
import { tool as bip39Generator } from './bip39-generator';
import { tool as cameraRecorder } from './camera-recorder';
import { tool as caseConverter } from './case-converter';
import { tool as certificateDecoder } from './certificate-decoder';
import { tool as chmodCalculator } from './chmod-calculator';
import { tool as chronometer } from './chronometer';
import { tool as colorConverter } from './color-converter';
import { tool as crontabGenerator } from './crontab-generator';
import { tool as curlConverter } from './curl-converter';
import { tool as dateConverter } from './date-converter';
import { tool as deviceInformation } from './device-information';
import { tool as dockerRunToDockerComposeConverter } from './docker-run-to-docker-compose-converter';
import { tool as emailNormalizer } from './email-normalizer';
import { tool as emojiPicker } from './emoji-picker';
import { tool as encryption } from './encryption';
import { tool as etaCalculator } from './eta-calculator';
import { tool as fileHash } from './file-hash';
import { tool as gitMemo } from './git-memo';
import { tool as hashText } from './hash-text';
import { tool as hmacGenerator } from './hmac-generator';
import { tool as htmlCssJsFormatter } from './html-css-js-formatter';
import { tool as htmlEntities } from './html-entities';
import { tool as htmlWysiwygEditor } from './html-wysiwyg-editor';
import { tool as httpStatusCodes } from './http-status-codes';
import { tool as ibanValidatorAndParser } from './iban-validator-and-parser';
import { tool as imageConverter } from './image-converter';
import { tool as ipv4AddressConverter } from './ipv4-address-converter';
import { tool as ipv4RangeExpander } from './ipv4-range-expander';
import { tool as ipv4SubnetCalculator } from './ipv4-subnet-calculator';
import { tool as ipv6UlaGenerator } from './ipv6-ula-generator';
import { tool as jsonDiff } from './json-diff';
import { tool as jsonMinify } from './json-minify';
import { tool as jsonPrettify } from './json-prettify';
import { tool as jsonQuery } from './json-query';
import { tool as jsonToCsv } from './json-to-csv';
import { tool as jsonToGo } from './json-to-go';
import { tool as jsonToJava } from './json-to-java';
import { tool as jsonToTypescript } from './json-to-typescript';
import { tool as jsonToToml } from './json-to-toml';
import { tool as jsonToXml } from './json-to-xml';
import { tool as jsonToYamlConverter } from './json-to-yaml-converter';
import { tool as jwtBuilder } from './jwt-builder';
import { tool as jwtParser } from './jwt-parser';
import { tool as keycodeInfo } from './keycode-info';
import { tool as listConverter } from './list-converter';
import { tool as llmTokenCounter } from './llm-token-counter';
import { tool as loremIpsumGenerator } from './lorem-ipsum-generator';
import { tool as macAddressGenerator } from './mac-address-generator';
import { tool as macAddressLookup } from './mac-address-lookup';
import { tool as markdownToHtml } from './markdown-to-html';
import { tool as mathEvaluator } from './math-evaluator';
import { tool as mermaidEditor } from './mermaid-editor';
import { tool as mimeTypes } from './mime-types';
import { tool as numeronymGenerator } from './numeronym-generator';
import { tool as ogMetaGenerator } from './og-meta-generator';
import { tool as otpGenerator } from './otp-generator';
import { tool as passwordStrengthAnalyser } from './password-strength-analyser';
import { tool as pdfSignatureChecker } from './pdf-signature-checker';
import { tool as percentageCalculator } from './percentage-calculator';
import { tool as phoneParserAndFormatter } from './phone-parser-and-formatter';
import { tool as qrCodeDecoder } from './qr-code-decoder';
import { tool as qrcodeGenerator } from './qrcode-generator';
import { tool as randomPortGenerator } from './random-port-generator';
import { tool as regexMemo } from './regex-memo';
import { tool as regexTester } from './regex-tester';
import { tool as romanNumeralConverter } from './roman-numeral-converter';
import { tool as rsaKeyPairGenerator } from './rsa-key-pair-generator';
import { tool as safelinkDecoder } from './safelink-decoder';
import { tool as slugifyString } from './slugify-string';
import { tool as snowflakeIdExtractor } from './snowflake-id-extractor';
import { tool as sqlPrettify } from './sql-prettify';
import { tool as sshKeyGenerator } from './ssh-key-generator';
import { tool as stringObfuscator } from './string-obfuscator';
import { tool as svgPlaceholderGenerator } from './svg-placeholder-generator';
import { tool as temperatureConverter } from './temperature-converter';
import { tool as textDiff } from './text-diff';
import { tool as textStatistics } from './text-statistics';
import { tool as textToBinary } from './text-to-binary';
import { tool as textToNatoAlphabet } from './text-to-nato-alphabet';
import { tool as textToUnicode } from './text-to-unicode';
import { tool as tokenGenerator } from './token-generator';
import { tool as tomlToJson } from './toml-to-json';
import { tool as tomlToYaml } from './toml-to-yaml';
import { tool as ulidGenerator } from './ulid-generator';
import { tool as urlEncoder } from './url-encoder';
import { tool as urlParser } from './url-parser';
import { tool as userAgentParser } from './user-agent-parser';
import { tool as uuidGenerator } from './uuid-generator';
import { tool as wifiQrcodeGenerator } from './wifi-qrcode-generator';
import { tool as xmlFormatter } from './xml-formatter';
import { tool as xmlToJson } from './xml-to-json';
import { tool as yamlPrettify } from './yaml-prettify';
import { tool as yamlToJsonConverter } from './yaml-to-json-converter';
import { tool as yamlToToml } from './yaml-to-toml';

export const tools: readonly Tool[] = [
  // crypto
  tokenGenerator,
  hashText,
  fileHash,
  bcrypt,
  uuidGenerator,
  ulidGenerator,
  encryption,
  bip39Generator,
  hmacGenerator,
  rsaKeyPairGenerator,
  sshKeyGenerator,
  certificateDecoder,
  passwordStrengthAnalyser,
  pdfSignatureChecker,
  // converter
  dateConverter,
  baseConverter,
  romanNumeralConverter,
  base64StringConverter,
  base64FileConverter,
  colorConverter,
  caseConverter,
  textToNatoAlphabet,
  textToBinary,
  textToUnicode,
  yamlToJsonConverter,
  yamlToToml,
  jsonToYamlConverter,
  jsonToToml,
  listConverter,
  tomlToJson,
  tomlToYaml,
  xmlToJson,
  jsonToXml,
  markdownToHtml,
  // web
  urlEncoder,
  htmlEntities,
  urlParser,
  deviceInformation,
  basicAuthGenerator,
  ogMetaGenerator,
  otpGenerator,
  mimeTypes,
  jwtParser,
  jwtBuilder,
  keycodeInfo,
  slugifyString,
  htmlWysiwygEditor,
  userAgentParser,
  httpStatusCodes,
  jsonDiff,
  safelinkDecoder,
  snowflakeIdExtractor,
  // images videos
  qrcodeGenerator,
  wifiQrcodeGenerator,
  barcodeGenerator,
  imageConverter,
  svgPlaceholderGenerator,
  cameraRecorder,
  qrCodeDecoder,
  // development
  jsonPrettify,
  gitMemo,
  randomPortGenerator,
  crontabGenerator,
  jsonMinify,
  jsonToCsv,
  sqlPrettify,
  htmlCssJsFormatter,
  chmodCalculator,
  dockerRunToDockerComposeConverter,
  xmlFormatter,
  yamlPrettify,
  emailNormalizer,
  regexTester,
  regexMemo,
  jsonToGo,
  jsonToJava,
  jsonQuery,
  jsonToTypescript,
  curlConverter,
  mermaidEditor,
  // network
  ipv4SubnetCalculator,
  ipv4AddressConverter,
  ipv4RangeExpander,
  macAddressLookup,
  macAddressGenerator,
  ipv6UlaGenerator,
  // math
  mathEvaluator,
  etaCalculator,
  percentageCalculator,
  // measurement
  chronometer,
  temperatureConverter,
  benchmarkBuilder,
  // text
  loremIpsumGenerator,
  textStatistics,
  llmTokenCounter,
  emojiPicker,
  stringObfuscator,
  textDiff,
  numeronymGenerator,
  asciiTextDrawer,
  // data
  phoneParserAndFormatter,
  ibanValidatorAndParser,
];

export interface ToolCategory {
  id: CategoryId;
  tools: Tool[];
}

export const toolCategories: readonly ToolCategory[] = categoryIds
  .map((id) => ({ id, tools: tools.filter((tool) => tool.category === id) }))
  .filter((category) => category.tools.length > 0);

const toolsBySlug = new Map(tools.map((tool) => [tool.slug, tool]));

export function findTool(slug: string): Tool | undefined {
  return toolsBySlug.get(slug);
}

export const redirects: ReadonlyMap<string, string> = new Map(
  tools.flatMap((tool) => (tool.redirectFrom ?? []).map((from) => [from, `/${tool.slug}`] as const)),
);
