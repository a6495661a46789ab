/** Link builders of the login section (pure data: no page imports; see ../sections/login.ts for its routes). */
import { linkTo } from '../link-to.js';

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const loginPaths = {
  loginPwd: (): string => linkTo('loginPwd'),
  forgotPwd: (): string => linkTo('loginForgotPwd'),
  setPwd: (): string => linkTo('loginSetPwd'),
  setPwdLogin: (): string => linkTo('loginSetPwdLogin'),
} as const;
