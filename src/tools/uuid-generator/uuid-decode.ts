import { failure, message, type Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';

export type UuidVariant = 'ncs' | 'rfc' | 'microsoft' | 'future';

export interface UuidDetails {
  /** Lowercase, with hyphens. */
  standard: string;
  /** 'nil' and 'max' are the two special values of RFC 9562. */
  kind: 'nil' | 'max' | 'uuid';
  variant: UuidVariant;
  /** The version digit; meaningful for the RFC variant only. */
  version: number;
  /** What the version digit means, worded by the catalogue (`decode.versions.…`). */
  versionLabel: Message;
  /** For v1, v6 (100-ns precision) and v7 (millisecond precision). */
  timestamp?: { iso: string; unixMs: number };
  /** For v1 and v6. */
  clockSequence?: number;
  node?: string;
}

/** Accepts hyphens or not, braces, a `urn:uuid:` prefix, any case and surrounding spaces. */
function uuidHex(text: string): string | undefined {
  let value = text.trim().toLowerCase();
  if (value.startsWith('urn:uuid:')) value = value.slice('urn:uuid:'.length);
  if (value.startsWith('{') && value.endsWith('}')) value = value.slice(1, -1);
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return value.replaceAll('-', '');
  if (/^[0-9a-f]{32}$/.test(value)) return value;
  return undefined;
}

function variantOf(nibble: number): UuidVariant {
  if (nibble < 0x8) return 'ncs';
  if (nibble < 0xc) return 'rfc';
  if (nibble < 0xe) return 'microsoft';
  return 'future';
}

// 100-ns ticks between the Gregorian epoch (1582-10-15) and the Unix epoch.
const gregorianToUnixTicks = 122_192_928_000_000_000n;
const ticksPerMs = 10_000n;

/** An ISO 8601 time with seven fraction digits, from 100-ns ticks since 1582-10-15. */
function gregorianTimestamp(ticks: bigint): { iso: string; unixMs: number } {
  const unixTicks = ticks - gregorianToUnixTicks;
  let ms = unixTicks / ticksPerMs;
  let remainder = unixTicks % ticksPerMs;
  if (remainder < 0n) {
    ms -= 1n;
    remainder += ticksPerMs;
  }
  const unixMs = Number(ms);
  const iso = new Date(unixMs).toISOString().replace(/Z$/, `${remainder.toString().padStart(4, '0')}Z`);
  return { iso, unixMs };
}

function unixTimestamp(unixMs: number): { iso: string; unixMs: number } {
  return { iso: new Date(unixMs).toISOString(), unixMs };
}

const hexNumber = (hex: string) => BigInt(`0x${hex}`);

function timeFields(hex: string, version: number): Pick<UuidDetails, 'timestamp' | 'clockSequence' | 'node'> {
  const clockAndNode = {
    clockSequence: Number.parseInt(hex.slice(16, 20), 16) & 0x3fff,
    node: (hex.slice(20).match(/../g) ?? []).join(':'),
  };
  switch (version) {
    case 1: {
      const ticks =
        (hexNumber(hex.slice(13, 16)) << 48n) | (hexNumber(hex.slice(8, 12)) << 32n) | hexNumber(hex.slice(0, 8));
      return { timestamp: gregorianTimestamp(ticks), ...clockAndNode };
    }
    case 6: {
      const ticks =
        (hexNumber(hex.slice(0, 8)) << 28n) | (hexNumber(hex.slice(8, 12)) << 12n) | hexNumber(hex.slice(13, 16));
      return { timestamp: gregorianTimestamp(ticks), ...clockAndNode };
    }
    case 7:
      return { timestamp: unixTimestamp(Number.parseInt(hex.slice(0, 12), 16)) };
    default:
      return {};
  }
}

/** What a UUID says about itself: version, variant and, for v1, v6 and v7, when it was made. */
export function decodeUuid(text: string): Result<UuidDetails, Message> {
  const hex = uuidHex(text);
  if (hex === undefined) return failure('errors.invalidUuid');
  const standard = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const version = Number.parseInt(hex[12], 16);
  const variant = variantOf(Number.parseInt(hex[16], 16));

  if (/^0{32}$/.test(hex)) {
    return ok({ standard, kind: 'nil', variant, version, versionLabel: message('decode.versions.nil') });
  }
  if (/^f{32}$/.test(hex)) {
    return ok({ standard, kind: 'max', variant, version, versionLabel: message('decode.versions.max') });
  }
  if (variant !== 'rfc') {
    return ok({ standard, kind: 'uuid', variant, version, versionLabel: message('decode.versions.notDefined') });
  }
  const versionLabel =
    version >= 1 && version <= 8
      ? message(`decode.versions.${version}`)
      : message('decode.versions.unknown', { version });
  return ok({ standard, kind: 'uuid', variant, version, versionLabel, ...timeFields(hex, version) });
}
