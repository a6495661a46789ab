/**
 * Files and image checks: the upload the storefront's upload widget sends (designed: the spec lists
 * no upload call), the download that previews a stored file, checkImage, the blocking server check
 * of a wizard step with pictures (tipType T: the storefront shows tipMsg in a notice modal), and the
 * caller's file list with its signed links (fd) a browser loads as <img src>. What an upload is (its
 * cleaned name, its type from the bytes, its pixel budget) is decided by files/inspect-upload.ts, how much
 * a user may upload by files/upload-quota.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { TIP_CODES, type StoredFile } from '../../contract/index.js';
import { checkUpload } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import { cleanFileName, inspectUpload, UPLOAD_MESSAGES, type UploadRefusal } from '../files/inspect-upload.js';
import { DEFAULT_UPLOAD_QUOTA, storeWithinQuota, type UploadQuota } from '../files/upload-quota.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import type { MessageParam } from '../i18n/translator.js';
import { orderFormData } from '../orders/order-views.js';
import type { ReferenceChecks } from '../orders/reference-checks.js';
import { findFileById, findUserFile, insertFile, listUserFiles, type FileRow } from './files.repo.js';
import { createFileLinks } from '../third-party/file-links.js';
import { findUserOrder } from '../orders/orders.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import type { thirdPartyRows } from '../../contract/rows/third-party.js';
import { callUser, type HandlersFor } from '../handlers/handler-types.js';

/** i18n keys of the signed link's refusals. */
export const FILE_LINK_MESSAGES = {
  expired: 'gateway.thirdParty.fileLinkExpired',
  invalid: 'gateway.thirdParty.fileLinkInvalid',
} as const;

/** i18n keys of checkImage's blocking notices. */
export const IMAGE_MESSAGES = {
  missing: 'gateway.image.missing',
  notImage: 'gateway.image.notImage',
  orderMissing: 'gateway.image.orderMissing',
} as const;

/** e.g. `F-20261121-9F3A61C2D4E5B6A7`: random, since it is all a caller needs to fetch the file. */
function newFileId(now: Date): string {
  return `F-${macaoToday(now).replace(/-/g, '')}-${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A 400 upload refusal with the inspection's error in `data.error`. */
function uploadRefused(error: UploadRefusal): GatewayError {
  return new GatewayError(400, TIP_CODES.badRequest, UPLOAD_MESSAGES[error], {}, 'E', { error });
}

/** A blocking notice: 422, tipType T, the storefront shows it in a modal and stays on the step. */
function blocked(messageKey: string, params: Record<string, MessageParam> = {}, data: unknown = null): GatewayError {
  return new GatewayError(422, TIP_CODES.badRequest, messageKey, params, 'T', data);
}

function view(file: Pick<FileRow, 'file_id' | 'name' | 'type' | 'size'>): StoredFile {
  return { fileId: file.file_id, name: file.name, type: file.type, size: file.size };
}

export function fileHandlers(
  context: GatewayContext, references: ReferenceChecks, quota: UploadQuota = DEFAULT_UPLOAD_QUOTA,
): HandlersFor<Pick<typeof coreRows, 'plat.fileUpload' | 'plat.fileDownload' | 'order.checkImage'>> {
  const { db, now, catalog } = context;

  return {
    'plat.fileUpload': async (call) => {
      const user = callUser(call);
      // The declared type is the client's word: the stored one comes from the bytes.
      const { name, content } = call.payload;
      const bytes = Buffer.from(content, 'base64');
      const inspected = inspectUpload(name, bytes);
      if (!inspected.ok) throw uploadRefused(inspected.error);
      const at = now();
      const file: FileRow = {
        file_id: newFileId(at), user_id: user.user_id, name: inspected.file.name, type: inspected.file.type, size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'), content: bytes, created_at: at.toISOString(),
      };
      await storeWithinQuota(db, quota, user.user_id, file.size, at, (trx) => insertFile(trx, file));
      return view(file);
    },

    'plat.fileDownload': async (call) => {
      const file = await findUserFile(db, callUser(call).user_id, call.params.id ?? '');
      if (!file) throw notFound();
      return { ...view(file), content: Buffer.from(file.content).toString('base64') };
    },

    'order.checkImage': async (call) => {
      const userId = callUser(call).user_id;
      const { b2cOrderId, fileId, name, size, type } = call.payload;
      if (fileId === undefined && name === undefined && b2cOrderId === undefined) {
        throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.badRequest');
      }
      if (fileId !== undefined) {
        const file = await findUserFile(db, userId, fileId);
        if (!file) throw blocked(IMAGE_MESSAGES.missing);
        // Inspected again: a file stored before today's rules must pass them too.
        const inspected = inspectUpload(file.name, file.content);
        if (!inspected.ok) throw blocked(UPLOAD_MESSAGES[inspected.error], {}, { error: inspected.error });
        if (inspected.file.type === 'application/pdf') throw blocked(IMAGE_MESSAGES.notImage);
      } else if (name !== undefined) {
        // Judged as the upload will store it.
        const cleaned = cleanFileName(name);
        const check = checkUpload({ name: cleaned, size: size ?? 0, ...(type === undefined ? {} : { type }) });
        if (!check.ok) throw blocked(UPLOAD_MESSAGES[check.error], {}, { error: check.error });
        if (cleaned.toLowerCase().endsWith('.pdf')) throw blocked(IMAGE_MESSAGES.notImage);
      }
      if (b2cOrderId !== undefined) {
        const order = await findUserOrder(db, userId, b2cOrderId);
        const bundle = order ? catalog.registry.get(order.product_code) : undefined;
        if (!order || !bundle) throw notFound();
        const missing = await references.missingFile(bundle, orderFormData(order), userId);
        if (missing) {
          const field: MessageParam = { labelKeys: [...(missing.labelKey ? [missing.labelKey] : []), `field.${missing.name}`], fallback: missing.name };
          throw blocked(IMAGE_MESSAGES.orderMissing, { field }, { field: missing.path });
        }
      }
      return { passed: true };
    },
  };
}

/** What an fd link answers when the stored type is not one a browser should render as is. */
const DOWNLOAD_TYPE = 'application/octet-stream';
/** Content types fd sends as they are (the upload's allowed formats). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/bmp', 'image/heic', 'image/heif', 'application/pdf']);

/** The caller's file list and the signed links (fd) in it. */
export function fileLinkHandlers(context: GatewayContext): HandlersFor<Pick<typeof thirdPartyRows, 'plat.fileList' | 'plat.fileFd'>> {
  const { db, now } = context;
  const links = createFileLinks(context.dataDir);

  return {
    'plat.fileList': async (call) => {
      const at = now();
      const files = await listUserFiles(db, callUser(call).user_id);
      const items = files.map((file) => ({
        ...view(file), createdAt: file.created_at, url: `${context.publicBaseUrl ?? ''}${links.issue(file.file_id, at)}`,
      }));
      return { total: items.length, items };
    },

    'plat.fileFd': async ({ payload }) => {
      const { fileId, sign, timestamp } = payload;
      const check = links.check(fileId, sign, timestamp, now());
      if (check !== 'valid') throw new GatewayError(403, TIP_CODES.badRequest, FILE_LINK_MESSAGES[check]);
      const file = await findFileById(db, fileId);
      if (!file) throw notFound();
      return { contentType: INLINE_TYPES.has(file.type) ? file.type : DOWNLOAD_TYPE, bytes: file.content };
    },
  };
}
