export { NotFoundPanel, type NotFoundPanelProps } from './NotFoundPanel';
