import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  type ProjectConnection,
} from '@portal/contracts';
import { projects, type Database } from '../database';

/** The trading partner `npm run demo` plays with the partner simulator. */
export const demoProjectKey = 'DEMO';

export const demoConnection: ProjectConnection = {
  standard: 'X12',
  version: '004010',
  x12: {
    senderQualifier: 'ZZ',
    senderId: 'DEMOSUPPLIER',
    receiverQualifier: 'ZZ',
    receiverId: 'DEMORETAIL',
    applicationSender: 'DEMOSUPPLIER',
    applicationReceiver: 'DEMORETAIL',
    usage: 'T',
    acknowledgementRequested: false,
  },
  edifact: null,
  directories: defaultProjectDirectories,
  features: defaultProjectFeatures,
};

/** Makes the DEMO project unless it exists (an admin may have changed it since: kept as is). */
export async function ensureDemoProject(db: Database): Promise<void> {
  await db
    .insert(projects)
    .values({
      projectKey: demoProjectKey,
      nameZh: '演示客户',
      nameEn: 'Demo retailer',
      description: 'Filled by the partner simulator (npm run demo)',
      connection: demoConnection,
    })
    .onConflictDoNothing();
}
