export { OptionSelect, type OptionSelectProps, type OptionValue } from './OptionSelect';
