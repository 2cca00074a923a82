import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { roles, screenPaths, statisticEndpoints, type StatisticUnit } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  northwindProject,
  projectAnswers,
  acmeProject,
  type PortalParameters,
  storyText,
} from '@portal/stories';
import contract from '../contract';
import DashboardScreen from '../screens/dashboard-screen';
import {
  deliveryQuantity,
  deliverySeries,
  moneyStatistic,
  orderQuantity,
  orderSeries,
  rangeOf,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.dashboard };

/** The five statistics calls, each answered for the range it asks (unit, days, zone). */
const statistics = (scale = 1) => [
  answerWith(statisticEndpoints.orderQuantity, ({ query }) => orderQuantity(rangeOf(query), scale)),
  answerWith(statisticEndpoints.orderSeries, ({ query }) => orderSeries(rangeOf(query), scale)),
  answerWith(statisticEndpoints.deliveryQuantity, ({ query }) =>
    deliveryQuantity(rangeOf(query), scale),
  ),
  answerWith(statisticEndpoints.deliverySeries, ({ query }) =>
    deliverySeries(rangeOf(query), scale),
  ),
  answerWith(statisticEndpoints.money, ({ query }) => moneyStatistic(rangeOf(query), scale)),
];

const meta = {
  title: 'Orders/Dashboard',
  component: DashboardScreen,
  tags: ['screen', 'route:/space/dashboard'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(...projectAnswers(), ...statistics()),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days by day (the default unit). */
export const Filled: Story = {};

/** Chooses `unit`: it applies at once, with its default range. */
const byUnit = (unit: StatisticUnit): Story['play'] =>
  async function play({ canvasElement, loaded }) {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    // The lone project is chosen for the user first; a unit chosen before it would be lost.
    await waitFor(() =>
      expect(canvas.getByLabelText(t('orders:dashboard.project.label'))).not.toHaveValue(''),
    );
    const choice = await canvas.findByRole('radio', { name: t(`orders:dashboard.unit.${unit}`) });
    await userEvent.click(choice);
    await expect(choice).toBeChecked();
    // The figures of the new range are on screen, no longer dimmed.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  };

export const ByHour: Story = { play: byUnit('hour') };

export const ByMonth: Story = { play: byUnit('month') };

export const ByYear: Story = { play: byUnit('year') };

/** Every project of the user (two to choose from): none preselected. */
export const AllProjects: Story = {
  beforeEach: answers(...projectAnswers([acmeProject, northwindProject])),
};

/** A range without orders or messages. */
export const Empty: Story = {
  beforeEach: answers(...statistics(0)),
};

export const Loading: Story = {
  beforeEach: answers(
    neverAnswer(statisticEndpoints.orderQuantity),
    neverAnswer(statisticEndpoints.orderSeries),
    neverAnswer(statisticEndpoints.deliveryQuantity),
    neverAnswer(statisticEndpoints.deliverySeries),
    neverAnswer(statisticEndpoints.money),
  ),
};

export const LoadError: Story = {
  beforeEach: answers(
    failWith(statisticEndpoints.orderQuantity, 'OPERATION_FAILED'),
    failWith(statisticEndpoints.money, 'OPERATION_FAILED'),
  ),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

/** A user without the finance roles: no money figures, and no call for them. */
export const WithoutFinance: Story = {
  parameters: {
    portal: { ...portal, roles: roles.filter((role) => role !== 'INVOICE' && role !== 'PAYMENT') },
  },
};
