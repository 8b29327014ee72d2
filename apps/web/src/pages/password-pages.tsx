import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { ResetPasswordForm } from '../features/auth/reset-password-form';

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
