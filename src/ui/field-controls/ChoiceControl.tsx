import { Select } from '../select/Select';

/** A choice field's control: loaded only by the pages that draw one (see FieldControls). */
export default Select<string>;
