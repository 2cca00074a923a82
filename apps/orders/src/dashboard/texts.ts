import { messageStatusMeanings, messageStatuses, type MessageStatus } from '@portal/contracts';

type MessageStatusTexts = Readonly<Record<`dashboard.messageStatus.${MessageStatus}`, string>>;

/** Message statuses come from the contracts' one wording, which every screen shows. */
const messageStatusTexts = (language: 'zh-cn' | 'en-us'): MessageStatusTexts =>
  // fromEntries cannot know every status is a key; the map over the contract's list makes it so.
  Object.fromEntries(
    messageStatuses.map((status) => [
      `dashboard.messageStatus.${status}`,
      messageStatusMeanings[status][language],
    ]),
  ) as MessageStatusTexts;

/** Texts of this feature (namespace `orders`); both languages hold the same keys. */
export const dashboardTexts = {
  'zh-cn': {
    ...messageStatusTexts('zh-cn'),
    'dashboard.filter.title': '统计条件',
    'dashboard.project.label': '项目',
    'dashboard.project.placeholder': '全部项目',
    'dashboard.unit.label': '统计单位',
    'dashboard.unit.year': '年',
    'dashboard.unit.month': '月',
    'dashboard.unit.day': '日',
    'dashboard.unit.hour': '小时',
    'dashboard.range.from': '开始日期',
    'dashboard.range.to': '结束日期',
    'dashboard.range.summary': '{{from}} 至 {{to}}，时区 {{timeZone}}',
    'dashboard.range.tooLong':
      '时间范围过长：当前单位最多 {{max}} 个统计点，请缩短范围或选择更大的单位',
    'dashboard.summary.title': '汇总',
    'dashboard.summary.orders': '订单总数',
    'dashboard.summary.quantity': '订购数量',
    'dashboard.summary.amount': '订单金额',
    'dashboard.summary.noCurrency': '未注明币种',
    'dashboard.summary.messagesSent': '已发送报文',
    'dashboard.summary.messagesFailed': '发送失败报文',
    'dashboard.section.orders': '订单',
    'dashboard.section.messages': '报文发送',
    'dashboard.chart.loading': '图表加载中…',
    'dashboard.chart.ordersOverTime': '订单趋势',
    'dashboard.chart.ordersOverTimeCaption':
      '柱：每个统计点收到的订单数；折线：订单金额（右轴，各币种合计）。{{range}}',
    'dashboard.chart.ordersByStatus': '订单状态分布',
    'dashboard.chart.ordersByStatusCaption': '范围内收到的订单按当前状态计数。{{range}}',
    'dashboard.chart.messagesOverTime': '报文发送趋势',
    'dashboard.chart.messagesOverTimeCaption':
      '每个统计点生成的外发报文，按报文状态堆叠。{{range}}',
    'dashboard.chart.messagesByDocumentType': '按单据类型的报文',
    'dashboard.chart.messagesByDocumentTypeCaption':
      '范围内生成的外发报文按单据类型计数。{{range}}',
    'dashboard.series.orderCount': '订单数',
    'dashboard.series.orderAmount': '订单金额',
    'dashboard.series.messageCount': '报文数',
    'dashboard.empty.orders': '该时间范围内没有收到订单。',
    'dashboard.empty.messages': '该时间范围内没有发送报文。',
    'dashboard.failed.title': '统计数据加载失败',
    'dashboard.failed.message': '暂时无法显示统计数据，请稍后重试。',
    'dashboard.messageAlert.title': '有报文需要处理',
    'dashboard.messageAlert.failed': '范围内发送失败的报文：{{count}}',
    'dashboard.messageAlert.unknown': '范围内超时未确认的报文：{{count}}',
    'dashboard.messageAlert.openFailed': '查看失败的报文',
    'dashboard.messageAlert.openUnknown': '查看未确认的报文',
  },
  'en-us': {
    ...messageStatusTexts('en-us'),
    'dashboard.filter.title': 'Statistics filters',
    'dashboard.project.label': 'Project',
    'dashboard.project.placeholder': 'All projects',
    'dashboard.unit.label': 'Unit',
    'dashboard.unit.year': 'Year',
    'dashboard.unit.month': 'Month',
    'dashboard.unit.day': 'Day',
    'dashboard.unit.hour': 'Hour',
    'dashboard.range.from': 'Start date',
    'dashboard.range.to': 'End date',
    'dashboard.range.summary': '{{from}} to {{to}}, time zone {{timeZone}}',
    'dashboard.range.tooLong':
      'The range is too long: this unit allows at most {{max}} points; choose a shorter range or a larger unit',
    'dashboard.summary.title': 'Summary',
    'dashboard.summary.orders': 'Orders',
    'dashboard.summary.quantity': 'Ordered quantity',
    'dashboard.summary.amount': 'Order amount',
    'dashboard.summary.noCurrency': 'No currency',
    'dashboard.summary.messagesSent': 'Messages sent',
    'dashboard.summary.messagesFailed': 'Messages failed',
    'dashboard.section.orders': 'Orders',
    'dashboard.section.messages': 'Message sending',
    'dashboard.chart.loading': 'Loading chart…',
    'dashboard.chart.ordersOverTime': 'Orders over time',
    'dashboard.chart.ordersOverTimeCaption':
      'Bars: orders received per point; line: order amount (right axis, all currencies together). {{range}}',
    'dashboard.chart.ordersByStatus': 'Orders by status',
    'dashboard.chart.ordersByStatusCaption':
      'Orders received in the range, counted by their current status. {{range}}',
    'dashboard.chart.messagesOverTime': 'Messages over time',
    'dashboard.chart.messagesOverTimeCaption':
      'Outbound messages made per point, stacked by message status. {{range}}',
    'dashboard.chart.messagesByDocumentType': 'Messages by document type',
    'dashboard.chart.messagesByDocumentTypeCaption':
      'Outbound messages made in the range, counted by document type. {{range}}',
    'dashboard.series.orderCount': 'Orders',
    'dashboard.series.orderAmount': 'Order amount',
    'dashboard.series.messageCount': 'Messages',
    'dashboard.empty.orders': 'No orders were received in this range.',
    'dashboard.empty.messages': 'No messages were sent in this range.',
    'dashboard.failed.title': 'The statistics could not be loaded',
    'dashboard.failed.message': 'The figures cannot be shown right now. Please try again.',
    'dashboard.messageAlert.title': 'Messages need attention',
    'dashboard.messageAlert.failed': 'Failed messages in this range: {{count}}',
    'dashboard.messageAlert.unknown': 'Messages not acknowledged in time in this range: {{count}}',
    'dashboard.messageAlert.openFailed': 'Show the failed messages',
    'dashboard.messageAlert.openUnknown': 'Show the unacknowledged messages',
  },
} as const;
