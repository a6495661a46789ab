import { LoginScreen } from './login-screen.js';

/** /pages/login/index: the login landing, SMS code by default, with the password tab beside it. */
export function LoginPage() {
  return <LoginScreen mode="sms" />;
}
