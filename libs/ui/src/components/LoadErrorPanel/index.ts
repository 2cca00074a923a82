export { LoadErrorPanel, type LoadErrorPanelProps } from './LoadErrorPanel';
