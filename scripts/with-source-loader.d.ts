export function withSourceLoader<T>(
  root: string,
  work: (load: (url: string) => Promise<Record<string, unknown>>) => Promise<T>,
): Promise<T>;
