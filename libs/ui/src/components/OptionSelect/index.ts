export { OptionSelect, type OptionSelectProps, type OptionValue } from './OptionSelect';
export { ProjectSelect, type ProjectChoice, type ProjectSelectProps } from './ProjectSelect';
