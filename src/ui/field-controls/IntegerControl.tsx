import { NumberInput } from '../number-input/NumberInput';

/** A whole-number field's control: loaded only by the pages that draw one (see FieldControls). */
export default NumberInput;
