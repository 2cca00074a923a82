export { portalTheme } from './theme';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './components/ScreenPlaceholder';
export { LoadErrorPanel, type LoadErrorPanelProps } from './components/LoadErrorPanel';
export { PageLoader, type PageLoaderProps } from './components/PageLoader';
export { NotFoundPanel, type NotFoundPanelProps } from './components/NotFoundPanel';
