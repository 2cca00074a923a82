// Mantine's base sheets, then those of the components this page renders (the card, the form
// fields, the language select, the button and the snackbar): a tenth of its whole style sheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/notifications/styles.css';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ShellProviders } from '../app/shell-providers';
import { startShell } from '../app/start-shell';
import { LoginPage } from '../session/components/login-page';

/**
 * Wherever the sign-in page sends the user (the page they came for, or /init on a fresh
 * system), the portal itself opens: the address is already the new one, so a reload starts it.
 */
function OpenInPortal() {
  useEffect(() => window.location.reload(), []);
  return null;
}

// The entry of the sign-in bundle: the same page the portal shows at /login, built on its own
// (tools/rspack `signInPageConfig`) so that it carries only what it uses.
void startShell((store, i18n) => (
  <ShellProviders store={store} i18n={i18n}>
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<OpenInPortal />} />
      </Routes>
    </BrowserRouter>
  </ShellProviders>
));
