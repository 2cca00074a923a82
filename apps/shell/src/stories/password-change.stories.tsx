import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUserAtom } from '@portal/auth';
import { errorCatalogue, errorMessage, userEndpoints } from '@portal/contracts';
import { answers, failWith, neverAnswer, storyUser, type PortalParameters } from '@portal/stories';
import {
  ShellPortal,
  fieldLabel,
  loadedPortal,
  remotesAnswer,
  shellStoryTexts,
  storyLanguage,
  withStore,
} from './shell-story';

/**
 * The forced password change at the first sign-in (spec §5): whatever path the user opens,
 * only this form, the language switch and sign-out are offered.
 */
const portal: PortalParameters = {
  texts: shellStoryTexts,
  path: '/space/order',
  route: '/*',
  fullPage: true,
};

const meta = {
  title: 'Shell/Forced password change',
  component: ShellPortal,
  args: { remotes: 'unreachable' },
  tags: ['screen'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: [
    answers(remotesAnswer),
    withStore((store) =>
      store.set(currentUserAtom, {
        ...storyUser(['USER', 'ORDER', 'DELIVERY']),
        account: 'wang.fang',
        nickname: '王芳 Wang Fang',
        mustChangePassword: true,
      }),
    ),
  ],
} satisfies Meta<typeof ShellPortal>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types the old password, the new one and its confirmation, then presses "Change password". */
async function change(context: PlayContext, newPassword: string, confirm = newPassword) {
  const { i18n } = loadedPortal(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(fieldLabel(i18n.t('shell:password.old'))),
    'Portal#2026',
  );
  await userEvent.type(
    canvas.getByLabelText(fieldLabel(i18n.t('shell:password.new'))),
    newPassword,
  );
  await userEvent.type(
    canvas.getByLabelText(fieldLabel(i18n.t('shell:password.confirm'))),
    confirm,
  );
  await userEvent.click(canvas.getByRole('button', { name: i18n.t('shell:password.submit') }));
}

/** The form, with the reason above it. */
export const Empty: Story = {};

/** The new password and its confirmation differ: the confirmation says so. */
export const Mismatch: Story = {
  play: async (context) => {
    await change(context, 'Supplier#2026', 'Supplier#2027');
    const { i18n } = loadedPortal(context);
    await waitFor(() =>
      expect(
        within(context.canvasElement).getByLabelText(fieldLabel(i18n.t('shell:password.confirm'))),
      ).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** The old password is wrong (1005): the catalogue message in the snackbar. */
export const WrongOldPassword: Story = {
  beforeEach: answers(failWith(userEndpoints.changePassword, 'ACCOUNT_OR_OLD_PASSWORD_WRONG')),
  play: async (context) => {
    await change(context, 'Supplier#2026');
    const message = errorMessage(
      errorCatalogue.ACCOUNT_OR_OLD_PASSWORD_WRONG.code,
      storyLanguage(context),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    await page.findByText(message);
    await expect(page.getAllByText(message)).toHaveLength(1);
  },
};

/** The change is on its way. */
export const Submitting: Story = {
  beforeEach: answers(neverAnswer(userEndpoints.changePassword)),
  play: async (context) => {
    await change(context, 'Supplier#2026');
    const { i18n } = loadedPortal(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: i18n.t('shell:password.submit'),
    });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};
