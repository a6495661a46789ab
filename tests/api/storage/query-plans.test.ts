/**
 * Every statement the gateway runs while a customer signs in, browses, buys, pays and reads their orders,
 * policies, motor orders and policies, messages and claims is planned by the database itself (SQLite's EXPLAIN QUERY PLAN, or
 * PostgreSQL's EXPLAIN with sequential scans switched off, so that the plan shows whether an index can
 * serve the query at all, not what a nearly empty table makes cheapest); none may read the whole of a
 * table that grows with customers (orders, payments, messages, claims...), nor search it by a column of a
 * few values alone (an order's status), since that call would slow down with the book of business. Runs on SQLite, and on PostgreSQL under GATEWAY_TEST_STORAGE=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayDb } from '../../../src/server/storage/database.js';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { openPayment } from '../payments/payment-support.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { pricedTpsOrder, succeeded } from '../support/order-builder.js';
import { payOnPayPage } from '../support/sandbox-pay.js';
import { testPostgresStorage } from '../support/test-storage.js';

/**
 * Tables whose size does not depend on customers: catalogue, reference lists and the gateway's own
 * bookkeeping. Every other table grows with customers, orders or requests.
 */
const FIXED_SIZE_TABLES = new Set([
  'agreements', 'area_nodes', 'campaigns', 'car_model_specs', 'claim_document_types', 'claim_locates', 'claim_type_documents',
  'claim_types', 'coupon_templates', 'faq_categories', 'faq_questions', 'feature_bans', 'gateway_meta', 'knowledge_article_texts',
  'knowledge_articles', 'occupations', 'product_details', 'product_versions', 'reference_items', 'schema_migrations', 'sequences',
  'sms_send_lock', 'third_apps',
]);

/** The tables of a customer's lists whose counts must read an index alone. */
const COUNTED_TABLES = ['orders', 'claims', 'messages'];
/** A count of one customer's rows of a list (my orders and policies, claims, messages, unread messages). */
const CUSTOMER_COUNT = new RegExp(`^select count\\(\\*\\) as "\\w+" from "(${COUNTED_TABLES.join('|')})" where "user_id" = `);

/** Statements the gateway ran (SQL text -> the parameters of one run of it). */
const statements = new Map<string, readonly unknown[]>();
/** From the gateway's start (its start-up work reads customer tables too, e.g. refunds still due) to the end of the calls. */
let collecting = true;
const observe = (text: string, parameters: readonly unknown[]): void => {
  if (collecting) statements.set(text, parameters);
};

const postgres = testPostgresStorage();
const dataDir = mkdtempSync(join(tmpdir(), 'mo-query-plans-'));
const storage: StorageConfig = postgres ? { ...postgres.storage, onQuery: observe } : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE), onQuery: observe };
let session: ClientSession;
/** Moved past the one-SMS-code-a-minute limit for the second sign-in. */
let shift = 0;

beforeAll(async () => {
  session = await startClientSession({ dataDir, storage, clock: () => Date.now() + shift });
  const { client } = session;
  const phone = freshPhone();
  await session.signIn(phone);
  succeeded(await client.call('product.productListQuotation'), 'product.productListQuotation');
  const { draft } = await pricedTpsOrder(session);
  const pay = await openPayment(session, draft.b2cOrderId);
  await payOnPayPage(session.tg.url, pay.payUrl, 'success');
  await pricedTpsOrder(session);
  // Each list by page number and after the first page's cursor (the orders' cursor serves the other lists' queries too: only its position is read).
  const firstOrders = succeeded(await client.call('order.selectUserOrderInfo', { status: 'all', pageSize: 1 }), 'order.selectUserOrderInfo');
  const cursor = { pageSize: 1, cursor: firstOrders.nextCursor ?? '' };
  succeeded(await client.call('order.selectUserOrderInfo', { status: 'all', ...cursor }), 'order.selectUserOrderInfo after a cursor');
  succeeded(await client.call('message.list', cursor), 'message.list after a cursor');
  succeeded(await client.call('claim.list', { status: 'all', ...cursor }), 'claim.list after a cursor');
  succeeded(await client.call('order.selectUserOrderInfoMTTS', { status: 'all', ...cursor }), 'order.selectUserOrderInfoMTTS after a cursor');
  succeeded(await client.call('product.getUserMTVList2', cursor), 'product.getUserMTVList2 after a cursor');
  for (const page of [1, 2]) {
    succeeded(await client.call('order.selectUserOrderInfo', { status: 'all', page, pageSize: 1 }), 'order.selectUserOrderInfo');
    succeeded(await client.call('order.selectUserOrderInfo', { status: 'paid', page, pageSize: 1 }), 'order.selectUserOrderInfo paid');
    succeeded(await client.call('message.list', { page, pageSize: 1 }), 'message.list');
    succeeded(await client.call('claim.list', { status: 'all', page, pageSize: 1 }), 'claim.list');
    succeeded(await client.call('order.selectUserOrderInfoMTTS', { status: 'all', page, pageSize: 1 }), 'order.selectUserOrderInfoMTTS');
    succeeded(await client.call('product.getUserMTVList2', { page, pageSize: 1 }), 'product.getUserMTVList2');
  }
  succeeded(await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } }), 'order.detail');
  succeeded(await client.call('message.unreadCount'), 'message.unreadCount');
  // A second sign-in of the same phone: the login of a returning customer.
  shift += 120_000;
  await session.signIn(phone);
  // The daily retention job, which removes expired rows from the growing tables.
  await session.tg.gateway.retention.runIfDue();
  collecting = false;
  // As autovacuum's analyze leaves a table in use: with no statistics at all, PostgreSQL costs a customer's
  // orders by status alone as cheaply as by customer and status, and picks the narrower index.
  if (postgres) await session.tg.gateway.db.executeQuery(CompiledQuery.raw('analyze orders'));
}, 120_000);

afterAll(async () => {
  await session?.stop();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Columns with a handful of values (an order's status or kind): an index searched by them alone still reads
 * a share of every customer's rows (all paid orders, in `npm run bench:scale` 60 % of the table).
 */
const FEW_VALUED_COLUMNS = new Set(['status', 'kind']);

/**
 * True when a query for one customer's rows (`"user_id" = `) searches an index by {@link FEW_VALUED_COLUMNS}
 * alone rather than by the customer. (A queue read by status alone, e.g. the refunds still due, reads the
 * rows it answers.)
 */
function searchesByFewValuedColumnsOnly(text: string, columns: readonly string[]): boolean {
  return text.includes('"user_id" = ') && columns.length > 0 && columns.every((column) => FEW_VALUED_COLUMNS.has(column));
}

/** The database's own catalogue (read by the migrations at start), not a table of the gateway's. */
const CATALOGUE_TABLE = /^(sqlite_|pg_)/;

/** True for a table that grows with customers. */
const grows = (table: string): boolean => !FIXED_SIZE_TABLES.has(table) && !CATALOGUE_TABLE.test(table);

/** The plan's lines that read a whole table (or a whole index of it), each `table: line`. */
async function fullScans(db: GatewayDb, text: string, parameters: readonly unknown[]): Promise<string[]> {
  if (!postgres) {
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
    return plan.rows.flatMap(({ detail }) => {
      // A virtual table is a pragma function of the migrations (pragma_table_info), not stored rows.
      const table = /^SCAN (\w+)(?! VIRTUAL TABLE)/.exec(detail)?.[1];
      if (table && grows(table)) return [`${table}: ${detail}`];
      // `SEARCH orders USING INDEX orders_status_updated (status=?)`: the columns the index is searched by.
      const search = /^SEARCH (\w+) USING (?:COVERING )?INDEX \w+ \((.*)\)$/.exec(detail);
      const columns = search ? [...search[2]!.matchAll(/(\w+)[=<>]/g)].map((match) => match[1]!) : [];
      return search && grows(search[1]!) && searchesByFewValuedColumnsOnly(text, columns) ? [`${search[1]}: ${detail}`] : [];
    });
  }
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    try {
      const plan = await connection.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
      return wholeTableReads(text, plan.rows[0]!['QUERY PLAN'][0].Plan);
    } finally {
      await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
    }
  });
}

/** A node of PostgreSQL's JSON plan, as far as read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The nodes of a PostgreSQL plan that read all of a growing table: a sequential scan, an index scan
 * with no index condition (it walks the whole index, e.g. the primary key, filtering every row), or one
 * whose condition is on few-valued columns only.
 */
function wholeTableReads(text: string, node: PlanNode): string[] {
  const table = node['Relation Name'];
  const condition = node['Index Cond'];
  const scansAll = node['Node Type'] === 'Seq Scan'
    || (['Index Scan', 'Index Only Scan'].includes(node['Node Type']) && condition === undefined)
    || (condition !== undefined && searchesByFewValuedColumnsOnly(text, [...condition.matchAll(/\(?(\w+) (?:=|<|>|<=|>=)/g)].map((match) => match[1]!)));
  const own = scansAll && table !== undefined && grows(table) ? [`${table}: ${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeTableReads(text, child))];
}


/**
 * The plan's lines that read the table's rows rather than an index alone (SQLite: a search not `USING COVERING
 * INDEX`; PostgreSQL, with sequential and bitmap scans off: a node on the table other than an index-only scan).
 */
async function rowReads(db: GatewayDb, text: string, parameters: readonly unknown[]): Promise<string[]> {
  if (!postgres) {
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
    return plan.rows.map(({ detail }) => detail).filter((detail) => !detail.includes('USING COVERING INDEX'));
  }
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    await connection.executeQuery(CompiledQuery.raw('set enable_bitmapscan = off'));
    try {
      const plan = await connection.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
      const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
      return nodes(plan.rows[0]!['QUERY PLAN'][0].Plan)
        .filter((node) => node['Relation Name'] !== undefined && node['Node Type'] !== 'Index Only Scan')
        .map((node) => `${node['Relation Name']}: ${node['Node Type']}`);
    } finally {
      await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
      await connection.executeQuery(CompiledQuery.raw('reset enable_bitmapscan'));
    }
  });
}

describe(`every query of a customer's calls has an index to serve it (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('collected the statements of the calls', () => {
    expect(statements.size).toBeGreaterThan(20);
  });

  it('reads no table that grows with customers from end to end', async () => {
    const scans: string[] = [];
    for (const [text, parameters] of statements) {
      if (!/^\s*(select|update|delete|with)\b/i.test(text)) continue;
      for (const scan of await fullScans(session.tg.gateway.db, text, parameters)) scans.push(`${scan}\n    in: ${text}`);
    }
    expect(scans).toEqual([]);
  });

  it('counts a customer\'s orders, policies, claims and messages from an index alone, without reading a row per counted row', async () => {
    const counts = [...statements].filter(([text]) => CUSTOMER_COUNT.test(text));
    // As autovacuum leaves a table that grew: an index-only scan skips the rows only where the visibility map
    // says they are all visible, and without it the planner costs one row read per index entry anyway. (Here,
    // not before the test above: the statistics of nearly empty tables change the plans that test judges.)
    if (postgres) for (const table of COUNTED_TABLES) await session.tg.gateway.db.executeQuery(CompiledQuery.raw(`vacuum ${table}`));
    // my orders, my policies (and motor orders, their filter of products), claims, messages, unread messages.
    expect(new Set(counts.map(([text]) => CUSTOMER_COUNT.exec(text)![1]))).toEqual(new Set(COUNTED_TABLES));
    const reads: string[] = [];
    for (const [text, parameters] of counts) {
      for (const read of await rowReads(session.tg.gateway.db, text, parameters)) reads.push(`${read}\n    in: ${text}`);
    }
    expect(reads).toEqual([]);
  });
});
