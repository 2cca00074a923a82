export { ScreenPlaceholder, type ScreenPlaceholderProps } from './ScreenPlaceholder';
