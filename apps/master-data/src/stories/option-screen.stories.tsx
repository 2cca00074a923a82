import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  optionEndpoints,
  optionValueEndpoints,
  optionTypeName,
  screenPaths,
  type OptionDetail,
  type OptionType,
} from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import OptionScreen from '../screens/option-screen';
import { long, optionTypes, optionValues, pageOf, storyI18n } from './fixtures';
import { filterList, listShows, openAdd, openRowAction, saveEmpty, textOf } from './plays';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.option };
const unitType = optionTypes[0];
const units = optionValues['unit'] ?? [];

/** The values of the type asked for, filtered by code and name as the server does. */
const valuesPage = (values: Readonly<Record<string, readonly OptionDetail[]>>) =>
  answerWith(optionValueEndpoints.page, ({ query }) => {
    const type = optionTypes.find((item) => String(item.id) === query.get('optionTypeId'));
    const code = query.get('value') ?? '';
    const name = query.get('name') ?? '';
    const found = (values[type?.key ?? ''] ?? []).filter(
      (item) => item.value.includes(code) && item.name.includes(name),
    );
    return pageOf(found);
  });

const meta = {
  title: 'Master data/Options',
  component: OptionScreen,
  tags: ['screen', 'route:/space/option'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(answer(optionEndpoints.page, pageOf(optionTypes)), valuesPage(optionValues)),
} satisfies Meta<typeof OptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

interface PlayContext {
  readonly canvasElement: HTMLElement;
  readonly loaded: Readonly<Record<string, unknown>>;
}

/** The name the type list shows for the unit type, in the story's language. */
function unitName(context: PlayContext): string {
  if (unitType === undefined) throw new Error('no unit type');
  const language = storyI18n(context.loaded).language === 'en-us' ? 'en-us' : 'zh-cn';
  return optionTypeName(unitType, language);
}

/** Clicks the unit type and waits for its values; answers the values' table. */
async function showUnits(context: PlayContext): Promise<HTMLElement> {
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: unitName(context) }));
  const [cell] = await canvas.findAllByText('CS', {}, { timeout: 10_000 });
  const table = cell?.closest('table');
  if (!table) throw new Error('The values are not in a table');
  return table;
}

/** Clicks the button `action` of the first value's row. */
async function valueAction(context: PlayContext, action: string) {
  const table = await showUnits(context);
  const button = table.querySelector<HTMLElement>(`button[data-action="${action}"]`);
  if (button === null) throw new Error(`No value button ${action}`);
  await userEvent.click(button);
  return within(context.canvasElement.ownerDocument.body).findByRole('dialog');
}

/** No type clicked: the types, and beside them the hint to click one. */
export const Filled: Story = {};

export const TypeSelected: Story = {
  play: async (context) => {
    await showUnits(context);
    await expect(within(context.canvasElement).getAllByText('BX').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  beforeEach: answers(answer(optionEndpoints.page, pageOf([]))),
};

export const TypeWithoutValues: Story = {
  beforeEach: answers(valuesPage({})),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: unitName(context) }));
    await waitFor(() =>
      expect(canvas.queryByText(textOf(context)('option.detail.hint'))).toBeNull(),
    );
  },
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(optionEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(optionEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

const longType: OptionType = {
  id: 99,
  name: long('海关申报商品计量单位（进出口） Customs declaration unit ', 32),
  key: 'customs_declaration_unit_long',
  detailCount: 1_204,
  activeCount: 1_187,
  createdAt: '2026-06-01T02:00:00.000Z',
  updatedAt: '2026-11-19T03:00:00.000Z',
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(optionEndpoints.page, pageOf([longType, ...optionTypes])),
    valuesPage({
      unit: [
        {
          ...(units[0] ?? optionTypesMissing()),
          name: long('按件计量（单个零售包装，含赠品） Each, one retail pack with free gift ', 128),
          description: long(
            '用于 X12 355 与 EDIFACT 6411 的计量单位代码 Unit code for X12 355 and EDIFACT 6411 ',
            128,
          ),
        },
        ...units.slice(1),
      ],
    }),
  ),
  play: async (context) => {
    await showUnits(context);
  },
};

function optionTypesMissing(): never {
  throw new Error('no unit values');
}

export const LongTable: Story = {
  beforeEach: answers(
    answer(
      optionEndpoints.page,
      pageOf(
        Array.from({ length: 100 }, (_, index) => ({
          ...longType,
          id: 100 + index,
          name: `EDI 代码表 Code list ${String(index + 1).padStart(3, '0')}`,
          key: `code_list_${index + 1}`,
          detailCount: 12 + index,
          activeCount: 10 + index,
        })),
        1_250,
        100,
      ),
    ),
  ),
};

export const AddTypeDialog: Story = {
  play: async (context) => {
    await openAdd(context, 'option.type.add', 'unit');
  },
};

export const EditTypeDialog: Story = {
  play: async (context) => {
    const dialog = await openRowAction(context, 'edit', 'unit');
    await within(dialog).findByDisplayValue('unit');
  },
};

export const DeleteTypeConfirmation: Story = {
  play: async (context) => {
    await openRowAction(context, 'delete', 'unit');
  },
};

export const TypeValidationErrors: Story = {
  play: async (context) => {
    await saveEmpty(context, 'option.type.add', 'unit');
  },
};

export const AddValueDialog: Story = {
  play: async (context) => {
    await showUnits(context);
    const t = textOf(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: t('option.detail.add') }),
    );
    await within(context.canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

export const EditValueDialog: Story = {
  play: async (context) => {
    const dialog = await valueAction(context, 'edit');
    await within(dialog).findByDisplayValue('EA');
  },
};

export const DisableValueConfirmation: Story = {
  play: async (context) => {
    await valueAction(context, 'disable');
  },
};

export const DeleteValueConfirmation: Story = {
  play: async (context) => {
    await valueAction(context, 'delete');
  },
};

export const FilterTypes: Story = {
  beforeEach: answers(
    answerWith(optionEndpoints.page, ({ query }) => {
      const key = query.get('key') ?? '';
      return pageOf(optionTypes.filter((type) => type.key.includes(key)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    await listShows(context, 'unit');
    await filterList(context, t('option.type.field.key'), 'package', 'package_type', 'unit');
  },
};
