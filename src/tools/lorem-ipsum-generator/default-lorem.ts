import { defaultValues } from '../../lib/tool-state/fields';
import { loremGenerate, loremOptionsOf } from './operations';

/**
 * A text of the default settings, made once by the generator and kept here: the prerendered page
 * shows it, so the page's largest text paints with the page rather than after hydration. Changing
 * a setting or pressing Refresh makes new random text. A unit test checks it fits the defaults.
 */
export const defaultLoremParagraphs: readonly string[] = [
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Purus rutrum fermentum dapibus cursus tellus blandit primis class nulla tincidunt ullamcorper mattis tincidunt habitant. Neque potenti cursus tempus sapien vivamus per maximus dolor. Leo elementum class pellentesque enim cras aliquet pretium ullamcorper lacinia diam et sem. Maecenas nunc senectus tristique lectus aliquam vehicula ipsum nullam montes fringilla purus in curae.',
];

/** The settings that text is for, as the page compares them. */
export const defaultLoremOptionsKey = JSON.stringify(loremOptionsOf(defaultValues(loremGenerate.fields)));
