// Every detector, by family. The order only matters on a deadline: cheap, common ones first.
import { detectColor } from './colors';
import { detectCurl, detectDockerRun, detectRegex } from './commands';
import type { Detector } from './detection';
import { detectBase64, detectDataUrl, detectHex, detectHtmlEntities, detectPercentEncoded } from './encodings';
import { detectIban, detectPhone, detectSnowflake, detectUlid, detectUuid } from './identifiers';
import { detectBcrypt, detectMnemonic, detectPem, detectSshPublicKey } from './keys';
import { detectIpv4, detectIpv4Cidr, detectIpv4Range, detectIpv6, detectIpv6Cidr, detectMac } from './network';
import { detectBinary, detectChmod, detectDecimal, detectOctal, detectRomanNumeral } from './numbers';
import {
  detectCsv,
  detectHtml,
  detectJson,
  detectJsonLines,
  detectMarkdown,
  detectSql,
  detectToml,
  detectXml,
  detectYaml,
} from './structured';
import { detectCron, detectDate, detectDuration, detectTimestamp } from './time';
import { detectEmail, detectJwt, detectMimeType, detectQueryString, detectUrl, detectUserAgent } from './web';

export const detectors: readonly Detector[] = [
  // Short, single-token shapes: each a length check and an anchored pattern.
  detectJwt,
  detectUuid,
  detectUlid,
  detectSnowflake,
  detectTimestamp,
  detectDecimal,
  detectOctal,
  detectBinary,
  detectRomanNumeral,
  detectChmod,
  detectDate,
  detectDuration,
  detectCron,
  detectColor,
  detectIpv4,
  detectIpv4Cidr,
  detectIpv4Range,
  detectIpv6,
  detectIpv6Cidr,
  detectMac,
  detectBcrypt,
  detectIban,
  detectPhone,
  detectEmail,
  detectMimeType,
  detectUserAgent,
  detectMnemonic,
  detectRegex,
  // Prefixed texts.
  detectPem,
  detectSshPublicKey,
  detectDataUrl,
  detectDockerRun,
  detectCurl,
  detectUrl,
  detectQueryString,
  // Whole texts: these read more of a large paste.
  detectJson,
  detectJsonLines,
  detectXml,
  detectHtml,
  detectYaml,
  detectToml,
  detectSql,
  detectMarkdown,
  detectCsv,
  detectHex,
  detectBase64,
  detectPercentEncoded,
  detectHtmlEntities,
];
