/** Request schemas of the account rows (rows/account.ts): captcha, registration check, passwords, phone, mail, username, avatar, personal info. */
import { areaCode, fileId, none, obj, phone, str } from './schema-parts.js';
import type { accountRows } from '../rows/account.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

/** A password as typed: the engine's password rules (checkPassword) decide the rest. */
const password = { type: 'string', minLength: 1, maxLength: 20 } as const;
/** A one-time verifyToken answered by user.verify. */
const verifyToken = { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}$' } as const;
/** A username: a letter, then letters, digits or underscores, 4 to 20 in all. */
const username = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{3,19}$' } as const;
const captchaId = { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } as const;
const captchaCode = { type: 'string', pattern: '^[A-Za-z0-9]{4,8}$' } as const;
/** A mail address: local part, @, a domain of 2 to 5 labels; 254 characters at most. */
const mail = { type: 'string', maxLength: 254, pattern: '^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\\.[A-Za-z0-9-]{1,63}){1,4}$' } as const;
const code = { type: 'string', pattern: '^[0-9]{6}$' } as const;

const PASSWORD_NOTE = 'The password must pass the engine\'s checkPassword (docs/spec/storefront-spec.md#password: 9 to 20 characters with a digit, a lower-case and an upper-case letter and a special character; no 4 repeats, no keyboard run of 4, not two groups of 3); a refusal is V00400 with the first broken rule\'s message and data { failures }. Stored only as scrypt (N=2^15, r=8, p=1, 16-byte salt) `scrypt$N$r$p$salt$hash`.';
const SESSIONS_NOTE = 'Every other session of the user ends; the calling one stays.';

export const accountSchemas = {
  'user.captchaImage': {
    request: none,
    designed: 'A picture code drawn by the gateway (5 characters from 2-9 and unambiguous capitals, stroked glyphs with jitter, noise lines and dots; no text in the SVG). data: { captchaId, image: data:image/svg+xml;base64 URL, expiresIn: 300 seconds }. Only a hash of the answer is stored; any check spends it (right or wrong), and it is dead after expiresIn. Asked by user.isRegister, and by login.submit with loginType password once a phone has 3 failed password attempts within 24 hours. The answer is compared case-insensitively.',
  },
  'user.isRegister': {
    request: obj({ areaCode, phone, captchaId, captchaCode }, ['areaCode', 'phone', 'captchaId', 'captchaCode']),
    designed: 'Whether a phone has an account. Needs a live picture code (user.captchaImage), spent by the call, so the answer cannot be harvested in bulk: a wrong or spent code is V00400 gateway.account.captchaWrong. data: { registered: boolean }.',
  },
  'user.verify': {
    request: obj({
      purpose: { type: 'string', enum: ['resetPwd', 'updatePhone', 'mail'] },
      areaCode, phone, code,
    }, ['purpose', 'code']),
    designed: 'Checks a one-time code for a purpose. resetPwd: areaCode and phone with the SMS code sent for resetPwd (user.smsCode purpose resetPwd); anyone may call it (forgotten password). updatePhone (signed in): the NEW phone with the SMS code sent to it for updatePhone; the phone must be a valid mobile of its area code and not another account\'s. mail (signed in): the code mailed by user.sendMail; the pending address becomes the user\'s mail at once. resetPwd and updatePhone answer a verifyToken: random, stored hashed, bound to the user (and for updatePhone to the new phone), single use, valid 10 minutes by the gateway clock; user.rePwd, login.resetPwd and user.updatePhone spend it. A code is bound to its purpose: a login code does not verify resetPwd. data: { purpose, verifyToken: string | null, expiresIn: seconds (0 for mail), mail: string | null (the new mail for purpose mail) }.',
  },
  'user.rePwd': {
    request: obj({ verifyToken, password }, ['verifyToken', 'password']),
    designed: `A signed-in user who forgot the password sets a new one with a resetPwd verifyToken of their own phone (user.verify). ${PASSWORD_NOTE} ${SESSIONS_NOTE} data: { passwordSet: true }.`,
  },
  'login.resetPwd': {
    request: obj({ verifyToken, password }, ['verifyToken', 'password']),
    designed: `Forgotten password on the login page: a resetPwd verifyToken (user.verify, SMS code of the phone) and the new password. ${PASSWORD_NOTE} Every session of the user ends, a new one starts and the phone's failed-attempt count is cleared. data: { token, user } like login.submit.`,
  },
  'user.updatePwd': {
    request: obj({ oldPassword: password, password }, ['oldPassword', 'password']),
    designed: `Changes a password the user knows. A wrong oldPassword is V00400 gateway.account.oldPasswordWrong; an account without a password is V00409 gateway.account.noPassword (use user.setUsernameAndPwd). ${PASSWORD_NOTE} ${SESSIONS_NOTE} data: { passwordSet: true }.`,
  },
  'user.setUsernameAndPwd': {
    request: obj({ username, password }, ['username', 'password']),
    designed: `First password (and username) of an account that signed up by SMS: refused with V00409 gateway.account.passwordAlreadySet once it has one. Usernames are unique (V00409 gateway.account.usernameTaken). Afterwards login.submit with loginType password works. ${PASSWORD_NOTE} ${SESSIONS_NOTE} data: UserInfo.`,
  },
  'user.updatePhone': {
    request: obj({ verifyToken }, ['verifyToken']),
    designed: `Moves the account to the new phone proved by an updatePhone verifyToken (user.verify). ${SESSIONS_NOTE} data: UserInfo with the new phone.`,
  },
  'user.setUsername': {
    request: obj({ username }, ['username']),
    designed: 'Sets or changes the username (a letter then letters, digits or underscores, 4 to 20); another account\'s username is V00409 gateway.account.usernameTaken. data: UserInfo.',
  },
  'user.setHead': {
    request: obj({ fileId }, ['fileId']),
    designed: 'Sets the avatar to one of the caller\'s uploads (plat.fileUpload); anyone else\'s or an unknown file is V00400 gateway.image.missing, a PDF V00400 gateway.image.notImage, a file that no longer passes the upload\'s inspection (e.g. over 40 megapixels) V00400 with its upload message. data: UserInfo with headFileId.',
  },
  'user.sendMail': {
    request: obj({ mail }, ['mail']),
    designed: 'Mails a 6-digit code to a new address (pending until verified by user.verify purpose mail; the user\'s mail does not change before). Sandbox: the mail goes to the mail_outbox table; production has no mail provider (503 gateway.account.mailUnavailable). One per 60 s per user (429). The code is stored hashed, valid 30 minutes, dead after 5 wrong guesses, only the newest works. data: { mail, resendAfter: 60, expiresIn: 1800 }.',
  },
  'user.setInfo': {
    request: {
      ...obj({
        nameZh: str(30), nameEn: str(60),
        gender: { type: 'string', enum: ['M', 'F'] },
        birthday: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        address: { type: 'string', minLength: 1, maxLength: 200 },
      }),
      minProperties: 1,
    },
    designed: 'Personal details that prefill policy-holder forms; only the fields sent change. nameZh and nameEn follow the engine\'s name rules (checkName zh / en), birthday is a real date not after today (Macao), address 1 to 200 characters. data: UserInfo with info.',
  },
  'user.authentication': {
    request: obj({
      name: str(60),
      idType: { type: 'string', enum: ['MO', 'HK', 'CN'] },
      idNumber: { type: 'string', pattern: '^[A-Za-z0-9()]{8,20}$' },
    }, ['name', 'idType', 'idNumber']),
    designed: 'Real-name authentication: name (checkName, Chinese or English) and the identity document (MO Macao, HK Hong Kong, CN mainland resident card) checked with the engine\'s id-mo / id-hk / id-cn formats after upper-casing; a refusal is V00400 with the localised format or name message and nothing is stored. Once authenticated the identity is fixed (V00409 gateway.account.alreadyAuthenticated); one document authenticates one account (V00409 gateway.account.idInUse). data: UserInfo with info.authentication (idNumber masked).',
  },
} satisfies Record<keyof typeof accountRows, EndpointSchemaDef>;
