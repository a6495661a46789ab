import { LoginScreen } from './login-screen.js';

/** /pages/login/loginPwd/index: the login screen on its password tab (the login machine in mode password). */
export function PasswordLoginPage() {
  return <LoginScreen mode="password" />;
}
