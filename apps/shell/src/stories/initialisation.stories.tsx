import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RESET } from 'jotai/utils';
import { tokenAtom } from '@portal/auth';
import { authEndpoints, errorCatalogue, errorMessage, type ErrorName } from '@portal/contracts';
import {
  answer,
  answerWith,
  answers,
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

/** `/init`: the admin password of a fresh system (spec §6). */
const portal: PortalParameters = {
  texts: shellStoryTexts,
  path: '/init',
  route: '/*',
  signedOut: true,
  fullPage: true,
};

const meta = {
  title: 'Shell/Initialisation',
  component: ShellPortal,
  args: { remotes: 'unreachable' },
  tags: ['screen', 'route:/init'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: [
    answers(
      answer(authEndpoints.initialized, { initialized: false }),
      answer(authEndpoints.captcha, storyCaptcha),
    ),
    withStore((store) => store.set(tokenAtom, RESET)),
  ],
} satisfies Meta<typeof ShellPortal>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types the admin password twice (`confirm` may differ) and presses "Initialise". */
async function initialise(context: PlayContext, password: string, confirm = password) {
  const { i18n } = loadedPortal(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(fieldLabel(i18n.t('shell:init.password'))),
    password,
  );
  await userEvent.type(
    canvas.getByLabelText(fieldLabel(i18n.t('shell:password.confirm'))),
    confirm,
  );
  await userEvent.click(canvas.getByRole('button', { name: i18n.t('shell:init.submit') }));
}

/** The server refuses the initialisation: its catalogue message in the snackbar. */
function refusedWith(error: ErrorName): Story {
  return {
    beforeEach: answers(failWith(authEndpoints.initialize, error)),
    play: async (context) => {
      await initialise(context, 'Portal#2026a');
      const message = errorMessage(errorCatalogue[error].code, storyLanguage(context));
      const page = within(context.canvasElement.ownerDocument.body);
      await page.findByText(message);
      await expect(page.getAllByText(message)).toHaveLength(1);
    },
  };
}

/** The empty form: the admin account and its password twice. */
export const Empty: Story = {};

/** The sign-in page of a system not initialised sends the visitor here. */
export const FromSignIn: Story = {
  parameters: { portal: { ...portal, path: '/login' } },
  play: async (context) => {
    const { i18n } = loadedPortal(context);
    await within(context.canvasElement).findByRole('heading', {
      name: i18n.t('shell:init.title'),
    });
  },
};

/** A password outside the rule and a confirmation that differs: both fields say why. */
export const InvalidPassword: Story = {
  play: async (context) => {
    await initialise(context, 'abc', 'abd');
    const canvas = within(context.canvasElement);
    const { i18n } = loadedPortal(context);
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel(i18n.t('shell:password.confirm')))).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(canvas.getByLabelText(fieldLabel(i18n.t('shell:init.password')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The initialisation is on its way. */
export const Submitting: Story = {
  beforeEach: answers(neverAnswer(authEndpoints.initialize)),
  play: async (context) => {
    await initialise(context, 'Portal#2026a');
    const { i18n } = loadedPortal(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: i18n.t('shell:init.submit'),
    });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** Someone initialised the system meanwhile (4004). */
export const AlreadyInitialised: Story = refusedWith('ALREADY_INITIALIZED');

/** The server could not initialise (5003). */
export const LoadError: Story = refusedWith('INITIALIZATION_FAILED');

/** Done: the sign-in page opens with the confirmation above the form. */
export const Initialised: Story = {
  beforeEach: () => {
    let initialized = false;
    return answers(
      answerWith(authEndpoints.initialized, () => ({ initialized })),
      answerWith(authEndpoints.initialize, () => {
        initialized = true;
        return null;
      }),
    )();
  },
  play: async (context) => {
    await initialise(context, 'Portal#2026a');
    const { i18n } = loadedPortal(context);
    await within(context.canvasElement).findByText(i18n.t('shell:init.done'));
  },
};
