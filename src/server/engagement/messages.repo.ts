/**
 * Queries on `messages`: the user's inbox. A message is stored as i18n keys and parameters, so it
 * reads in whatever language the user has chosen when they open it.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { GatewayDb } from '../storage/database.js';
import { pageOf, type ListPage, type ListWindow } from '../storage/list-window.js';
import type { MessagesTable } from './engagement.table.js';

export type MessageRow = Selectable<MessagesTable>;

export interface NewMessage {
  userId: string;
  kind: MessageRow['kind'];
  titleKey: string;
  bodyKey: string;
  params: Record<string, string | number>;
  link: string | null;
  at: string;
  /** A stable id makes the insert idempotent (seeds, one message per paid order); random otherwise. */
  messageId?: string;
}

/** Stores a message (nothing when one with the same id exists). */
export async function insertMessage(db: GatewayDb, message: NewMessage): Promise<void> {
  await db.insertInto('messages').values({
    message_id: message.messageId ?? `MSG-${randomBytes(8).toString('hex').toUpperCase()}`,
    user_id: message.userId, kind: message.kind, title_key: message.titleKey, body_key: message.bodyKey,
    params: JSON.stringify(message.params), link: message.link, created_at: message.at, read_at: null,
  }).onConflict((oc) => oc.column('message_id').doNothing()).execute();
}

/** The user's messages, newest first, one page. */
export async function listMessages(db: GatewayDb, userId: string, window: ListWindow): Promise<ListPage<MessageRow>> {
  const scoped = db.selectFrom('messages').where('user_id', '=', userId);
  const { after } = window;
  const from = after
    ? scoped.where((eb) => eb(eb.refTuple('created_at', 'message_id'), '<', eb.tuple(after.sortKey, after.id)))
    : scoped.offset(window.offset);
  const rows = await from.selectAll().orderBy('created_at', 'desc').orderBy('message_id', 'desc').limit(window.limit + 1).execute();
  const count = await scoped.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return pageOf(Number(count.n), rows, window, (row) => ({ sortKey: row.created_at, id: row.message_id }));
}

export async function countUnread(db: GatewayDb, userId: string): Promise<number> {
  const count = await db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Marks one message (or every message when messageId is null) read; false when the message is not the user's. */
export async function markRead(db: GatewayDb, userId: string, messageId: string | null, at: string): Promise<boolean> {
  if (messageId !== null) {
    const own = await db.selectFrom('messages').select('message_id').where('user_id', '=', userId).where('message_id', '=', messageId).executeTakeFirst();
    if (!own) return false;
  }
  let update = db.updateTable('messages').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (messageId !== null) update = update.where('message_id', '=', messageId);
  await update.execute();
  return true;
}
