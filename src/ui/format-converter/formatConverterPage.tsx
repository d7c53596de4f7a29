import { FormatConverter, type FormatConverterProps } from './FormatConverter';

/** A converter page with no options, declared as data: labels, convert function, worker. */
export type FormatConverterPageProps = Omit<FormatConverterProps<undefined>, 'options'>;

/** The page component of a converter that is the shared layout and nothing else. */
export function formatConverterPage(page: FormatConverterPageProps) {
  return function FormatConverterPage() {
    return <FormatConverter {...page} options={undefined} />;
  };
}
