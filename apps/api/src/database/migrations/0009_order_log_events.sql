ALTER TABLE "order_logs" ADD COLUMN "event" varchar(32);--> statement-breakpoint
ALTER TABLE "order_logs" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows written before events existed get theirs from their text, so they read in the user's language too.
UPDATE "order_logs" SET "event" = 'received' WHERE "event" IS NULL AND "message" = 'received';
--> statement-breakpoint
UPDATE "order_logs" SET "event" = 'released' WHERE "event" IS NULL AND "message" = 'acknowledged';
--> statement-breakpoint
UPDATE "order_logs" SET "event" = 'paidBeforeInvoiceWritten' WHERE "event" IS NULL AND "message" = 'payment received before the invoice was written';
--> statement-breakpoint
UPDATE "order_logs" SET "event" = 'paidOnceCredited' WHERE "event" IS NULL AND "message" = 'paid once credited';
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = CASE s.m[1] WHEN 'accept' THEN 'accepted' WHEN 'reject' THEN 'rejected' WHEN 'backorder' THEN 'backordered' ELSE 'canceled' END, "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[2], 'controlNumber', s.m[3], 'voided', s.m[4], 'reason', s.m[5]))
FROM (SELECT "id", regexp_match("message", '^(accept|reject|backorder|cancel): (\S+) (\S+)(?: — (\d+) labels voided)?(?: — (.+))?$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'changed', "params" = jsonb_strip_nulls(jsonb_build_object('documentNumber', s.m[1], 'version', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^change (.+) \(version (\d+)\)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'shipNoticeWritten', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[1], 'controlNumber', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^ship notice written: (\S+) (\S+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'shipNoticeSent', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[1], 'controlNumber', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^ship notice (\S+) (\S+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'invoiceWritten', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[1], 'controlNumber', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^invoice written: (\S+) (\S+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'invoiceSent', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[1], 'controlNumber', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^invoice (\S+) (\S+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'creditMemoSent', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[1], 'controlNumber', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^credit memo (\S+) (\S+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'paymentMatchedByHand', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', NULLIF(s.m[1], ''), 'paymentNumber', NULLIF(s.m[2], '')))
FROM (SELECT "id", regexp_match("message", '^payment (\S*) (\S*) matched by hand$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'paymentReceived', "params" = jsonb_strip_nulls(jsonb_build_object('documentType', s.m[1], 'paymentNumber', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^payment (\S+) (\S+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'routingChanged', "params" = jsonb_strip_nulls(jsonb_build_object('carrier', s.m[1], 'scac', s.m[2], 'billOfLading', s.m[3]))
FROM (SELECT "id", regexp_match("message", '^routing: (.+) \(([A-Z]{2,4})\)(?:, BOL (.+))? \(changed\)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'routed', "params" = jsonb_strip_nulls(jsonb_build_object('carrier', s.m[1], 'scac', s.m[2], 'billOfLading', s.m[3]))
FROM (SELECT "id", regexp_match("message", '^routing: (.+) \(([A-Z]{2,4})\)(?:, BOL (.+))?$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'packingPlanSaved', "params" = jsonb_strip_nulls(jsonb_build_object('packages', s.m[1], 'items', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^packing plan: (\d+) packages, (\d+) items$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'labelsReprinted', "params" = jsonb_strip_nulls(jsonb_build_object('count', s.m[1], 'ssccs', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^labels printed: (\d+)(?:, SSCC (.+))? \(reprint\)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'labelsPrinted', "params" = jsonb_strip_nulls(jsonb_build_object('count', s.m[1], 'ssccs', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^labels printed: (\d+)(?:, SSCC (.+))?$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = CASE s.m[3] WHEN ' (short)' THEN 'shippedShort' WHEN ' (over)' THEN 'shippedOver' ELSE 'shipped' END, "params" = jsonb_strip_nulls(jsonb_build_object('shipped', s.m[1], 'ordered', s.m[2]))
FROM (SELECT "id", regexp_match("message", '^shipped (\S+) of (\S+)( \(short\)| \(over\))?$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
UPDATE "order_logs" AS l SET "event" = 'documentsNotPrinted', "params" = jsonb_strip_nulls(jsonb_build_object('reason', s.m[1]))
FROM (SELECT "id", regexp_match("message", '^documents not printed: (.+)$') AS m FROM "order_logs" WHERE "event" IS NULL) AS s
WHERE l."id" = s."id" AND s.m IS NOT NULL;
--> statement-breakpoint
-- The EDIFACT units ORDERS lines name (6411 PCE, CT), beside the X12 ones of 0002: libs/contracts edi-codes.ts, seededUnitOptions.
INSERT INTO "option_details" ("option_type_id", "value", "name", "sort", "description")
SELECT t."id", v."value", v."name", v."sort", v."description"
FROM "option_types" t
JOIN (VALUES
  ('unit', 'PCE', 'Piece', 9, 'EDIFACT 6411'),
  ('unit', 'CT', 'Carton', 10, 'X12 355 / EDIFACT 6411')
) AS v ("type_key", "value", "name", "sort", "description") ON v."type_key" = t."key"
ON CONFLICT DO NOTHING;
