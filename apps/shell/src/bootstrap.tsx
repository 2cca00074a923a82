import { PortalApp } from './app/portal-app';
import { startShell } from './app/start-shell';
import { federationLoader } from './remotes/federation-loader';

void startShell((store, i18n) => <PortalApp store={store} i18n={i18n} loader={federationLoader} />);
