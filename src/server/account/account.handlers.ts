/**
 * Handlers of the contract rows in src/contract/rows/account.ts: picture code, registration check,
 * code verification with its verifyToken, passwords, phone, mail, username, avatar, personal details
 * and real-name authentication. Changing the password or the phone ends the user's other sessions.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import type { IdType } from '../../contract/index.js';
import type { accountRows } from '../../contract/rows/account.js';
import { checkName, customFormats, displayLength, NAME_LENGTH, type PhoneAreaCode } from '../../engine/index.js';
import { parseIsoDate } from '../../engine/validation/calendar-date.js';
import { issueCaptcha, checkCaptcha } from './captchas.js';
import { newPasswordHash } from './password-rules.js';
import { issueVerifyToken, spendVerifyTokenFor } from './verify-tokens.js';
import { macaoToday } from '../calendar/macao-clock.js';
import { inspectUpload, UPLOAD_MESSAGES } from '../files/inspect-upload.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, invalidField } from '../gateway-error.js';
import { verifyPassword } from '../security/password-hash.js';
import { requirePhone } from '../validation/phone-fields.js';
import { clearLoginFailures } from './account-login-failures.repo.js';
import {
  insertMailCode, lastMailCodeAt, liveMailCode, recordWrongMailCode, useMailCode,
} from './account-mail.repo.js';
import { findProfile, findUserIdByDocument, saveProfile } from './account-profiles.repo.js';
import type { AccountProfilesTable } from './account.table.js';
import { endOtherSessions } from './account-sessions.repo.js';
import { findUserFile } from '../user-data/files.repo.js';
import { findUserById, findUserByPhone, findUserByUsername, updateUser, type UserRow } from './users.repo.js';
import { loadUserInfo } from './sign-in.handlers.js';
import { callUser, type HandlerCall, type HandlersFor } from '../handlers/handler-types.js';

export const MAIL_RESEND_AFTER_S = 60;
export const MAIL_CODE_TTL_S = 30 * 60;
export const MAIL_MAX_ATTEMPTS = 5;

const refuse = (messageKey: string, status = 400, tipCode: string = TIP_CODES.badRequest): GatewayError =>
  new GatewayError(status, tipCode, messageKey);
const conflict = (messageKey: string): GatewayError => refuse(messageKey, 409, TIP_CODES.conflict);
const required = (name: string): GatewayError => invalidField({ path: name, name, labelKey: null, keyword: 'required' });

function mailCodeHash(userId: string, mail: string, code: string): string {
  return createHash('sha256').update(`${userId}:${mail.toLowerCase()}:${code}`).digest('hex');
}

/** The engine's name rules: Chinese when the name holds a non-ASCII character, English otherwise. */
function nameProblem(name: string, kind: 'zh' | 'en'): string | null {
  if (checkName(name, kind)) return null;
  const length = displayLength(name);
  return length < NAME_LENGTH.min || length > NAME_LENGTH.max ? 'validation.name.length' : `validation.name.${kind}`;
}

/** The engine's identity-document format of each document type. */
const ID_FORMATS: Readonly<Record<IdType, 'id-mo' | 'id-hk' | 'id-cn'>> = { MO: 'id-mo', HK: 'id-hk', CN: 'id-cn' };

export function accountHandlers(context: GatewayContext): HandlersFor<typeof accountRows> {
  const { db, now, sms, sessions, mode, translator } = context;

  /** The signed-in user for `optional` rows whose purpose needs one. */
  const requireSignedIn = (call: HandlerCall): UserRow => {
    if (!call.user) throw refuse('gateway.notLoggedIn', 401, TIP_CODES.notLoggedIn);
    return call.user;
  };

  /** The phone fields of a payload, normalised and checked as a mobile of its area code. */
  const phoneOf = (payload: { areaCode?: PhoneAreaCode; phone?: string }): { areaCode: PhoneAreaCode; phone: string } => {
    const { areaCode, phone } = payload;
    if (areaCode === undefined) throw required('areaCode');
    if (phone === undefined) throw required('phone');
    return { areaCode, phone: requirePhone(areaCode, phone) };
  };

  /** Spends the SMS code of `purpose`; a wrong, spent or expired code is V00400 smsCodeWrong. */
  const spendSmsCode = async (areaCode: string, phone: string, code: string, purpose: 'resetPwd' | 'updatePhone'): Promise<void> => {
    if (!(await sms.verify(areaCode, phone, code, purpose))) throw refuse('gateway.smsCodeWrong');
  };

  /** Stores a new password hash and ends the user's other sessions. */
  const setPassword = async (user: UserRow, password: string, keepToken: string, username?: string): Promise<UserRow> => {
    const passwordHash = await newPasswordHash(password);
    const updated = await updateUser(db, user.user_id, username === undefined ? { password_hash: passwordHash } : { password_hash: passwordHash, username });
    await endOtherSessions(db, user.user_id, keepToken);
    await clearLoginFailures(db, updated.area_code, updated.phone);
    return updated;
  };

  const requireFreeUsername = async (user: UserRow, username: string): Promise<void> => {
    const owner = await findUserByUsername(db, username);
    if (owner && owner.user_id !== user.user_id) throw conflict('gateway.account.usernameTaken');
  };

  /** purpose mail: the code of the newest pending address; on success that address becomes the user's mail. */
  const verifyMail = async (user: UserRow, code: string): Promise<string> => {
    const pending = await liveMailCode(db, user.user_id, now().toISOString());
    if (!pending) throw refuse('gateway.account.mailCodeWrong');
    const given = Buffer.from(mailCodeHash(user.user_id, pending.mail, code), 'hex');
    if (!timingSafeEqual(Buffer.from(pending.code_hash, 'hex'), given)) {
      await recordWrongMailCode(db, pending.id, MAIL_MAX_ATTEMPTS);
      throw refuse('gateway.account.mailCodeWrong');
    }
    if (!(await useMailCode(db, pending.id))) throw refuse('gateway.account.mailCodeWrong');
    await updateUser(db, user.user_id, { mail: pending.mail });
    return pending.mail;
  };

  return {
    'user.captchaImage': async () => issueCaptcha(db, now()),

    'user.isRegister': async ({ payload }) => {
      const { areaCode, phone, captchaId, captchaCode } = payload;
      if (!(await checkCaptcha(db, now(), captchaId, captchaCode))) throw refuse('gateway.account.captchaWrong');
      return { registered: (await findUserByPhone(db, areaCode, phone)) !== undefined };
    },

    'user.verify': async (call) => {
      const { purpose, code } = call.payload;
      if (purpose === 'mail') {
        const mail = await verifyMail(requireSignedIn(call), code);
        return { purpose, verifyToken: null, expiresIn: 0, mail };
      }
      const signedIn = purpose === 'updatePhone' ? requireSignedIn(call) : null;
      const { areaCode, phone } = phoneOf(call.payload);
      await spendSmsCode(areaCode, phone, code, purpose);
      // The caller proved the phone: telling them who holds it reveals nothing they could not learn.
      const holder = await findUserByPhone(db, areaCode, phone);
      let userId: string;
      if (signedIn) {
        if (holder?.user_id === signedIn.user_id) throw conflict('gateway.account.phoneUnchanged');
        if (holder) throw conflict('gateway.account.phoneTaken');
        userId = signedIn.user_id;
      } else {
        if (!holder) throw refuse('gateway.account.noAccount');
        userId = holder.user_id;
      }
      const issued = await issueVerifyToken(db, now(), { purpose, userId, areaCode, phone });
      return { purpose, ...issued, mail: null };
    },

    'user.rePwd': async (call) => {
      const user = callUser(call);
      const { verifyToken, password } = call.payload;
      await spendVerifyTokenFor(db, now(), verifyToken, 'resetPwd', user.user_id);
      await setPassword(user, password, call.token);
      return { passwordSet: true };
    },

    'login.resetPwd': async ({ payload }) => {
      const { verifyToken, password } = payload;
      const proof = await spendVerifyTokenFor(db, now(), verifyToken, 'resetPwd');
      const user = await findUserById(db, proof.user_id);
      if (!user) throw refuse('gateway.account.verifyTokenInvalid');
      const updated = await setPassword(user, password, '');
      const token = await sessions.start(updated.user_id);
      return { token, user: await loadUserInfo(db, updated) };
    },

    'user.updatePwd': async (call) => {
      const user = callUser(call);
      const { oldPassword, password } = call.payload;
      if (user.password_hash === null) throw conflict('gateway.account.noPassword');
      if (!(await verifyPassword(oldPassword, user.password_hash))) throw refuse('gateway.account.oldPasswordWrong');
      if (oldPassword === password) throw refuse('gateway.account.passwordUnchanged');
      await setPassword(user, password, call.token);
      return { passwordSet: true };
    },

    'user.setUsernameAndPwd': async (call) => {
      const user = callUser(call);
      const { username, password } = call.payload;
      if (user.password_hash !== null) throw conflict('gateway.account.passwordAlreadySet');
      await requireFreeUsername(user, username);
      return loadUserInfo(db, await setPassword(user, password, call.token, username));
    },

    'user.updatePhone': async (call) => {
      const user = callUser(call);
      const proof = await spendVerifyTokenFor(db, now(), call.payload.verifyToken, 'updatePhone', user.user_id);
      const holder = await findUserByPhone(db, proof.area_code, proof.phone);
      if (holder) throw conflict('gateway.account.phoneTaken');
      const updated = await updateUser(db, user.user_id, { area_code: proof.area_code, phone: proof.phone });
      await endOtherSessions(db, user.user_id, call.token);
      return loadUserInfo(db, updated);
    },

    'user.setUsername': async (call) => {
      const user = callUser(call);
      const { username } = call.payload;
      await requireFreeUsername(user, username);
      return loadUserInfo(db, await updateUser(db, user.user_id, { username }));
    },

    'user.setHead': async (call) => {
      const user = callUser(call);
      const file = await findUserFile(db, user.user_id, call.payload.fileId);
      if (!file) throw refuse('gateway.image.missing');
      // Inspected again from the bytes: an avatar is shown to everyone, so a file stored before today's
      // rules (a pixel flood, a type the name lied about) must pass them too.
      const inspected = inspectUpload(file.name, file.content);
      if (!inspected.ok) throw refuse(UPLOAD_MESSAGES[inspected.error]);
      if (inspected.file.type === 'application/pdf') throw refuse('gateway.image.notImage');
      await saveProfile(db, user.user_id, { head_file_id: file.file_id, updated_at: now().toISOString() });
      return loadUserInfo(db, user);
    },

    'user.sendMail': async (call) => {
      const user = callUser(call);
      const { mail } = call.payload;
      if (mode !== 'sandbox') throw refuse('gateway.account.mailUnavailable', 503, TIP_CODES.serverError);
      const at = now();
      const last = await lastMailCodeAt(db, user.user_id);
      const waitMs = last === undefined ? 0 : Date.parse(last) + MAIL_RESEND_AFTER_S * 1000 - at.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new GatewayError(429, TIP_CODES.tooMany, 'gateway.account.mailRateLimited', { seconds }, 'E', { resendAfter: seconds });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertMailCode(db, {
        user_id: user.user_id, mail, code_hash: mailCodeHash(user.user_id, mail, code),
        expires_at: new Date(at.getTime() + MAIL_CODE_TTL_S * 1000).toISOString(), used: 0, attempts: 0, created_at: at.toISOString(),
      }, {
        to_address: mail,
        subject: translator.t(call.lang, 'gateway.account.mail.subject'),
        body: translator.t(call.lang, 'gateway.account.mail.body', { code, minutes: MAIL_CODE_TTL_S / 60 }),
        created_at: at.toISOString(),
      });
      return { mail, resendAfter: MAIL_RESEND_AFTER_S, expiresIn: MAIL_CODE_TTL_S };
    },

    'user.setInfo': async (call) => {
      const user = callUser(call);
      const { nameZh, nameEn, gender, birthday, address } = call.payload;
      const problem = (nameZh !== undefined ? nameProblem(nameZh, 'zh') : null) ?? (nameEn !== undefined ? nameProblem(nameEn, 'en') : null);
      if (problem) throw refuse(problem);
      if (birthday !== undefined && (parseIsoDate(birthday) === null || birthday > macaoToday(now()))) throw refuse('gateway.account.birthdayInvalid');
      const changes: Partial<AccountProfilesTable> = {};
      if (nameZh !== undefined) changes.name_zh = nameZh;
      if (nameEn !== undefined) changes.name_en = nameEn;
      if (gender !== undefined) changes.gender = gender;
      if (birthday !== undefined) changes.birthday = birthday;
      if (address !== undefined) changes.address = address.trim();
      await saveProfile(db, user.user_id, { ...changes, updated_at: now().toISOString() });
      return loadUserInfo(db, user);
    },

    'user.authentication': async (call) => {
      const user = callUser(call);
      const { name, idType } = call.payload;
      const idNumber = call.payload.idNumber.toUpperCase();
      const problem = nameProblem(name, /[^\x20-\x7E]/.test(name) ? 'zh' : 'en');
      if (problem) throw refuse(problem);
      const format = ID_FORMATS[idType];
      if (!(customFormats[format]?.test(idNumber) ?? false)) throw refuse(`validation.format.${format}`);
      if ((await findProfile(db, user.user_id))?.authenticated_at) throw conflict('gateway.account.alreadyAuthenticated');
      const holder = await findUserIdByDocument(db, idType, idNumber);
      if (holder !== undefined) throw conflict('gateway.account.idInUse');
      await saveProfile(db, user.user_id, {
        auth_name: name, id_type: idType, id_number: idNumber, authenticated_at: now().toISOString(), updated_at: now().toISOString(),
      });
      return loadUserInfo(db, user);
    },
  };
}
