import { Switch } from '../switch/Switch';

/** An on/off field's control: loaded only by the pages that draw one (see FieldControls). */
export default Switch;
