const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `date` in local time as a datetime-local field holds it: `2024-01-10T09:00` (seconds when not 0). */
export function toDateTimeLocal(date: Date): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return `${day}T${time}${date.getSeconds() === 0 ? '' : `:${twoDigits(date.getSeconds())}`}`;
}

/** What a datetime-local field holds, 4-digit years: the shape a link may give it. */
export const dateTimeLocalPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A datetime-local field's text as a local date; undefined when empty or not a real moment. */
export function fromDateTimeLocal(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds = '0', fraction = '0'] = match.slice(1);
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
    Number(fraction.padEnd(3, '0')),
  );
  // new Date rolls 2024-02-30 over into March: such a text is not a date.
  return date.getDate() === Number(day) && date.getMonth() === Number(month) - 1 ? date : undefined;
}
