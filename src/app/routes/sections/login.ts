/** Routes of spec section 2 — Login pages: password, SMS code, set password (and then login), forgot password. */
import type { RouteEntry } from '../route-entry.js';

export const loginRoutes: readonly RouteEntry[] = [
  {
    id: 'loginPwd', path: '/pages/login/loginPwd/index', titleKey: 'page.loginPwd',
    load: () => import('../../pages/login/password-login-page.js').then((m) => m.PasswordLoginPage),
  },
  {
    id: 'loginForgotPwd', path: '/pages/login/forgotPwd/index', titleKey: 'page.loginForgotPwd',
    load: () => import('../../pages/login/forgot-password-page.js').then((m) => m.ForgotPasswordPage),
  },
  {
    id: 'loginSetPwd', path: '/pages/login/setPwd/index', titleKey: 'page.loginSetPwd', requiresSession: true,
    load: () => import('../../pages/login/set-password-page.js').then((m) => m.SetPasswordPage),
  },
  {
    id: 'loginSetPwdLogin', path: '/pages/login/setPwd/login/index', titleKey: 'page.loginSetPwdLogin',
    load: () => import('../../pages/login/set-password-login-page.js').then((m) => m.SetPasswordLoginPage),
  },
];
