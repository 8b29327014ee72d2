import { useParams } from 'react-router';
import { OidcCallback } from '../features/auth/oidc-callback';

/** /oidc-callback/:provider: where a configured identity provider sends the browser back. */
export function OidcCallbackPage() {
  const { provider = '' } = useParams();
  return <OidcCallback key={provider} provider={provider} />;
}
