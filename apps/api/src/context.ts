import { AuditService } from './audit/audit.service';
import { AuthService } from './auth/auth.service';
import { CaptchaService } from './auth/captcha.service';
import { SessionService } from './credentials/session.service';
import type { Clock } from './common/clock';
import type { Settings } from './config';
import type { DatabaseHandle } from './database';
import { SystemSettingsService } from './system-settings/system-settings.service';
import { UsersService } from './users/users.service';
import { EdiGateway, type GatewayLog } from './gateway/gateway';
import { InventoryReservations } from './inventory/inventory-reservations';
import { orderInboundHandlers } from './orders/order-inbound-handlers';
import { paymentInboundHandlers } from './payments/payment-inbound';
import { settleWrittenInvoices } from './payments/payment-matching';
import { releaseAcknowledgedOrders } from './orders/order-ingest';
import { shipNoticesWritten } from './orders/ship-notice-written';
import { invoicesWritten } from './orders/invoice-written';
import { invoiceInboundHandlers } from './invoices/invoice-inbound';

/** The services every route plugin works with, built once per server over one database. */
export interface ApiContext {
  readonly settings: Settings;
  readonly database: DatabaseHandle;
  readonly clock: Clock;
  readonly audit: AuditService;
  readonly systemSettings: SystemSettingsService;
  readonly sessions: SessionService;
  readonly captchas: CaptchaService;
  readonly users: UsersService;
  readonly auth: AuthService;
  /** Built here, started by the server (or a test) when EDI_GATEWAY is on. */
  readonly gateway: EdiGateway;
  /** Holds, releases and ships the stock of accepted orders (decisions.md §3). */
  readonly reservations: InventoryReservations;
}

export function createContext(
  settings: Settings,
  database: DatabaseHandle,
  clock: Clock,
  log: GatewayLog,
): ApiContext {
  const { db } = database;
  const audit = new AuditService(clock);
  const systemSettings = new SystemSettingsService(db, clock);
  const sessions = new SessionService(database, clock, systemSettings);
  const captchas = new CaptchaService(db, clock, {
    testAnswer: settings.testCaptchaAnswer,
    production: settings.nodeEnv === 'production',
  });
  const users = new UsersService(database, clock, audit, sessions, systemSettings);
  const auth = new AuthService(db, clock, audit, captchas, sessions, systemSettings, users);
  const inboundHandlers = {
    ...orderInboundHandlers,
    ...invoiceInboundHandlers,
    ...paymentInboundHandlers(log),
  };
  const gateway = new EdiGateway(database, clock, settings, log, inboundHandlers, {
    acknowledgementsWritten: releaseAcknowledgedOrders,
    // A written 856 / DESADV moves its order to SENT_ASN, a written 810 / INVOIC to SENT_INV
    // (and on to PAYMENT_ORDER when its payment came first: docs/payments.md).
    messagesWritten: async (tx, written, now) => {
      await shipNoticesWritten(tx, written, now);
      await invoicesWritten(tx, written, now);
      await settleWrittenInvoices(tx, written, now);
    },
  });
  return {
    settings,
    database,
    clock,
    audit,
    systemSettings,
    sessions,
    captchas,
    users,
    auth,
    gateway,
    reservations: new InventoryReservations(clock),
  };
}
