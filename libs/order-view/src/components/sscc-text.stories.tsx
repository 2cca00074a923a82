import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useTranslation } from 'react-i18next';
import { orderViewTexts } from '../texts';
import { SsccText } from './sscc-text';

/** The copy button's texts from the product's i18n files, in the toolbar's language. */
function Sscc({ sscc, copyable }: StoryArgs) {
  const { t } = useTranslation();
  return copyable ? (
    <SsccText
      sscc={sscc}
      copyLabel={t('common:button.copy')}
      copiedLabel={t('order-view:order.document.copied')}
    />
  ) : (
    <SsccText sscc={sscc} />
  );
}

interface StoryArgs {
  sscc: string;
  copyable: boolean;
}

const meta = {
  title: 'Order view/SsccText',
  args: { sscc: '000614141123456789', copyable: false },
  parameters: { portal: { texts: [orderViewTexts] } },
  render: (args) => <Sscc {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** (00), extension digit, GS1 company prefix and serial reference, check digit. */
export const Readable: Story = {};

/** With a button that copies the bare 18 digits. */
export const Copyable: Story = { args: { copyable: true } };
