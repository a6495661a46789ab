/** Routes of docs/spec/storefront-spec.md#2-screens-and-routes — Login pages: password, SMS code, set password (and then login), forgot password. */
import type { RouteDeclaration } from '../route-entry.js';

export const loginRoutes: readonly RouteDeclaration[] = [
  {
    id: 'loginPwd', titleKey: 'page.loginPwd',
    load: () => import('../../pages/login/password-login-page.js').then((m) => m.PasswordLoginPage),
  },
  {
    id: 'loginForgotPwd', titleKey: 'page.loginForgotPwd',
    load: () => import('../../pages/login/forgot-password-page.js').then((m) => m.ForgotPasswordPage),
  },
  {
    id: 'loginSetPwd', titleKey: 'page.loginSetPwd', requiresSession: true,
    load: () => import('../../pages/login/set-password-page.js').then((m) => m.SetPasswordPage),
  },
  {
    id: 'loginSetPwdLogin', titleKey: 'page.loginSetPwdLogin',
    load: () => import('../../pages/login/set-password-login-page.js').then((m) => m.SetPasswordLoginPage),
  },
];
