import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RESET } from 'jotai/utils';
import { sessionNoticeAtom, tokenAtom } from '@portal/auth';
import { authEndpoints, errorCatalogue, errorMessage, type ErrorName } from '@portal/contracts';
import {
  answer,
  answers,
  failEverything,
  failWith,
  neverAnswer,
  type PortalParameters,
} from '@portal/stories';
import {
  ShellPortal,
  fieldLabel,
  loadedPortal,
  shellStoryTexts,
  storyCaptcha,
  storyLanguage,
  withStore,
} from './shell-story';

/**
 * `/login`: the sign-in page (spec §2, §6). `/register` and `/forgot` are switched off and show
 * it too. An error of a sign-in is the catalogue message in the snackbar above the card.
 */
const portal: PortalParameters = {
  texts: shellStoryTexts,
  path: '/login',
  route: '/*',
  signedOut: true,
  fullPage: true,
};

const meta = {
  title: 'Shell/Sign in',
  component: ShellPortal,
  args: { remotes: 'unreachable' },
  tags: ['screen', 'route:/login', 'route:/register', 'route:/forgot'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: [
    answers(
      answer(authEndpoints.initialized, { initialized: true }),
      answer(authEndpoints.captcha, storyCaptcha),
    ),
    // No token of an earlier story: the page would send a signed-in user on.
    withStore((store) => store.set(tokenAtom, RESET)),
  ],
} satisfies Meta<typeof ShellPortal>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types an account, a wrong password and the captcha's answer, then presses "Sign in". */
async function signIn(context: PlayContext): Promise<void> {
  const { i18n } = loadedPortal(context);
  const canvas = within(context.canvasElement);
  await canvas.findByAltText(i18n.t('shell:login.captchaImage'));
  await userEvent.type(
    canvas.getByLabelText(fieldLabel(i18n.t('shell:login.account'))),
    'zhang.min',
  );
  await userEvent.type(
    canvas.getByLabelText(fieldLabel(i18n.t('shell:login.password'))),
    'Supplier#2025',
  );
  await userEvent.type(canvas.getByLabelText(fieldLabel(i18n.t('shell:login.captcha'))), '7K2P');
  await userEvent.click(canvas.getByRole('button', { name: i18n.t('shell:login.submit') }));
}

/** The refused sign-in's catalogue message shows once, and the form stays for another try. */
function refusedWith(error: ErrorName): Story {
  return {
    beforeEach: answers(failWith(authEndpoints.login, error)),
    play: async (context) => {
      await signIn(context);
      const message = errorMessage(errorCatalogue[error].code, storyLanguage(context));
      const page = within(context.canvasElement.ownerDocument.body);
      await page.findByText(message);
      await expect(page.getAllByText(message)).toHaveLength(1);
      // Any attempt uses the captcha up: its answer is cleared for the new image.
      const { i18n } = loadedPortal(context);
      const canvas = within(context.canvasElement);
      await waitFor(() =>
        expect(canvas.getByLabelText(fieldLabel(i18n.t('shell:login.captcha')))).toHaveValue(''),
      );
      await expect(
        canvas.getByRole('button', { name: i18n.t('shell:login.submit') }),
      ).toBeEnabled();
    },
  };
}

/** The empty form with its captcha image. */
export const Empty: Story = {};

/** `/register` is switched off: it opens the sign-in page. */
export const FromRegister: Story = {
  parameters: { portal: { ...portal, path: '/register' } },
};

/** `/forgot` is switched off: it opens the sign-in page. */
export const FromForgot: Story = {
  parameters: { portal: { ...portal, path: '/forgot' } },
};

/** A wrong password (1004): the message once, beside the form, which stays filled for a retry. */
export const WrongPassword: Story = refusedWith('ACCOUNT_OR_PASSWORD_WRONG');

/** Too many failed sign-ins (1006): the account is locked. */
export const AccountLocked: Story = refusedWith('ACCOUNT_LOCKED');

/** A wrong or expired captcha (1007). */
export const WrongCaptcha: Story = refusedWith('CAPTCHA_WRONG');

/** Back at the sign-in page because the session expired (1002): the notice shows once. */
export const SessionExpired: Story = {
  beforeEach: withStore((store) => store.set(sessionNoticeAtom, errorCatalogue.LOGIN_EXPIRED.code)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const notice = await canvas.findByTestId('session-notice');
    await expect(notice).toHaveTextContent(
      errorMessage(errorCatalogue.LOGIN_EXPIRED.code, storyLanguage(context)),
    );
    await expect(canvas.getAllByTestId('session-notice')).toHaveLength(1);
  },
};

/** The sign-in is on its way: the button shows it is busy. */
export const SigningIn: Story = {
  beforeEach: answers(neverAnswer(authEndpoints.login)),
  play: async (context) => {
    await signIn(context);
    const { i18n } = loadedPortal(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: i18n.t('shell:login.submit'),
    });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** The captcha image is still on its way: its place stays empty. */
export const CaptchaLoading: Story = {
  beforeEach: answers(neverAnswer(authEndpoints.captcha)),
};

/** The captcha cannot be drawn (server error): the snackbar says so, the image stays empty. */
export const LoadError: Story = {
  beforeEach: answers(failWith(authEndpoints.captcha, 'OPERATION_FAILED')),
  play: async (context) => {
    const message = errorMessage(errorCatalogue.OPERATION_FAILED.code, storyLanguage(context));
    await within(context.canvasElement.ownerDocument.body).findByText(message);
  },
};

/** Every call refused: the page still offers the form; the snackbar names the refusal. */
export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
  play: async (context) => {
    const message = errorMessage(errorCatalogue.NO_PERMISSION.code, storyLanguage(context));
    // The captcha and the initialisation status are both refused.
    await within(context.canvasElement.ownerDocument.body).findAllByText(message);
  },
};
