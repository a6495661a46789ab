/** Link builders and route data of the login section (pure data: no page imports; see ../sections/login.ts for its routes). */
/** Link builders for the section's routes: pages never spell these paths by hand. */
export const loginPaths = {
  loginPwd: (): string => '/pages/login/loginPwd/index',
  forgotPwd: (): string => '/pages/login/forgotPwd/index',
  setPwd: (): string => '/pages/login/setPwd/index',
  setPwdLogin: (): string => '/pages/login/setPwd/login/index',
} as const;
