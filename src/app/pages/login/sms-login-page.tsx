import { LoginScreen } from './login-screen.js';

/** /pages/login/smsCode/index: the login screen on its SMS-code tab (the login machine in mode sms). */
export function SmsLoginPage() {
  return <LoginScreen mode="sms" />;
}
