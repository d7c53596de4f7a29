import { clampInteger } from '../../lib/clamp-integer';
import { randomInt } from '../../lib/random';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const lowestPort = 1;
export const highestPort = 65_535;
export const defaultMinPort = 1024;
export const defaultMaxPort = highestPort;
export const portCountMin = 1;
export const portCountMax = 100;

/** Ports that development servers, databases and brokers open by default. */
export const commonDevPorts: readonly number[] = [
  1433, 1521, 2181, 3000, 3001, 3306, 4000, 4173, 4200, 5000, 5173, 5432, 5500, 5601, 5672, 6006, 6379, 8000, 8008,
  8080, 8081, 8443, 8888, 9000, 9090, 9092, 9200, 11211, 15672, 27017,
];

/** The dynamic (ephemeral) range of IANA, which operating systems hand out to outgoing connections. */
export const ephemeralPorts = { first: 49_152, last: 65_535 } as const;

export interface PortOptions {
  min: number;
  max: number;
  /** How many distinct ports to draw. */
  count: number;
  avoidCommonDevPorts: boolean;
  avoidEphemeralPorts: boolean;
}

export const defaultPortOptions: PortOptions = {
  min: defaultMinPort,
  max: defaultMaxPort,
  count: 1,
  avoidCommonDevPorts: false,
  avoidEphemeralPorts: false,
};

export const minAboveMaxMessage: Message = message('errors.minAboveMax');

/** Typed or linked bounds → a port number in 1–65535. */
export function clampPort(value: number | string, fallback: number): number {
  return clampInteger(value, lowestPort, highestPort, fallback);
}

export function clampPortCount(value: number | string): number {
  return clampInteger(value, portCountMin, portCountMax, portCountMin);
}

interface PortInterval {
  first: number;
  last: number;
}

/** The ports the options allow, as ascending runs of consecutive ports (empty when none). */
export function allowedIntervals(options: PortOptions): PortInterval[] {
  const min = clampPort(options.min, defaultMinPort);
  const max = clampPort(options.max, defaultMaxPort);
  // The ephemeral range runs to the highest port, so avoiding it lowers the top.
  const top = options.avoidEphemeralPorts ? Math.min(max, ephemeralPorts.first - 1) : max;
  const holes = options.avoidCommonDevPorts ? [...commonDevPorts].sort((a, b) => a - b) : [];
  const intervals: PortInterval[] = [];
  let first = min;
  for (const hole of holes) {
    if (hole < first || hole > top) continue;
    if (hole > first) intervals.push({ first, last: hole - 1 });
    first = hole + 1;
  }
  if (first <= top) intervals.push({ first, last: top });
  return intervals;
}

const intervalSize = (interval: PortInterval) => interval.last - interval.first + 1;

export function countAllowedPorts(options: PortOptions): number {
  return allowedIntervals(options).reduce((total, interval) => total + intervalSize(interval), 0);
}

function portAt(intervals: readonly PortInterval[], index: number): number {
  let rest = index;
  for (const interval of intervals) {
    if (rest < intervalSize(interval)) return interval.first + rest;
    rest -= intervalSize(interval);
  }
  throw new RangeError(`No allowed port at index ${index}`);
}

function notEnoughPortsMessage(available: number): Message {
  return available === 0 ? message('errors.noneLeft') : message('errors.onlyLeft', { count: available });
}

/**
 * `count` distinct ports drawn uniformly from those the options allow, with crypto.getRandomValues
 * (no modulo bias); a port drawn twice is drawn again, which is drawing without replacement.
 */
export function generatePorts(options: PortOptions): Result<number[], Message> {
  if (clampPort(options.min, defaultMinPort) > clampPort(options.max, defaultMaxPort)) {
    return err(minAboveMaxMessage);
  }
  const intervals = allowedIntervals(options);
  const available = intervals.reduce((total, interval) => total + intervalSize(interval), 0);
  const count = clampPortCount(options.count);
  if (available < count) return err(notEnoughPortsMessage(available));
  const ports = new Set<number>();
  while (ports.size < count) ports.add(portAt(intervals, randomInt(available)));
  return ok([...ports]);
}
