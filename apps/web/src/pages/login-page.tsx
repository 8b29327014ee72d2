import { LoginForm } from '../features/auth/login-form';

export function LoginPage() {
  return <LoginForm loginType="staff" />;
}

export function PartnerLoginPage() {
  return <LoginForm loginType="partner" />;
}
