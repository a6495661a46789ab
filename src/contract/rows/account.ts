/** Contract rows: Login and account beyond SMS sign-in: captcha, registration check, passwords, phone, mail, username, avatar, personal info. */
import type { EndpointDef } from '../endpoint-def.js';
import type { UserInfo } from '../entities.js';

export const accountRows = {
  'user.captchaImage': { method: 'GET', path: '/api/user/code/captchaImage', access: 'anonymous' },
  'user.isRegister': { method: 'POST', path: '/api/user/mobile/isRegister', access: 'anonymous' },
  'user.verify': { method: 'POST', path: '/api/user/mobile/verify', access: 'optional' },
  'user.rePwd': { method: 'POST', path: '/api/user/mobile/rePwd', access: 'session' },
  'login.resetPwd': { method: 'POST', path: '/api/user/login/resetPwd', access: 'anonymous' },
  'user.updatePwd': { method: 'POST', path: '/api/user/user/updatePwd', access: 'session' },
  'user.setUsernameAndPwd': { method: 'POST', path: '/api/user/user/setUsernameAndPwd', access: 'session' },
  'user.updatePhone': { method: 'POST', path: '/api/user/user/updatePhone', access: 'session' },
  'user.setUsername': { method: 'POST', path: '/api/user/user/setUsername', access: 'session' },
  'user.setHead': { method: 'POST', path: '/api/user/user/setHead', access: 'session' },
  'user.sendMail': { method: 'POST', path: '/api/user/mobile/sendMail', access: 'session' },
  'user.setInfo': { method: 'POST', path: '/api/user/user/setInfo', access: 'session', replayable: true },
  'user.authentication': { method: 'POST', path: '/api/user/user/authentication', access: 'session' },
} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of accountRows answers with. */
export interface AccountData {
  'user.captchaImage': { captchaId: string; image: string; expiresIn: number };
  'user.isRegister': { registered: boolean };
  'user.verify': { purpose: 'resetPwd' | 'updatePhone' | 'mail'; verifyToken: string | null; expiresIn: number; mail: string | null };
  'user.rePwd': { passwordSet: true };
  'login.resetPwd': { token: string; user: UserInfo };
  'user.updatePwd': { passwordSet: true };
  'user.setUsernameAndPwd': UserInfo;
  'user.updatePhone': UserInfo;
  'user.setUsername': UserInfo;
  'user.setHead': UserInfo;
  'user.sendMail': { mail: string; resendAfter: number; expiresIn: number };
  'user.setInfo': UserInfo;
  'user.authentication': UserInfo;
}
