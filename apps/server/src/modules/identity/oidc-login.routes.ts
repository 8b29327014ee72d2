import type { OidcLoginBody } from '@portal/contract';
import { identityEndpoints as ep } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../core/endpoint-route';
import { browserBinding } from './browser-binding';
import type { OidcLoginService } from './oidc-login.service';
import { newBrowserKey } from './qr-login.service';
import { loggedSignIn } from './security-log';
import { messagingProviderName } from '../../config-messaging';
import type { MessagingLoginService } from './messaging-login.service';
import { isMessagingLink } from './messaging-login.service';
import type { QrLoginService } from './qr-login.service';

/** The HttpOnly cookie that binds OpenID requests to the browser that asked (login and callback calls). */
const binding = browserBinding('portal_oidc', '/api/login');

/** The login call's external way: answers the provider's address to send the browser to (spec: `url`). */
export async function startOidcLogin(
  service: OidcLoginService,
  body: OidcLoginBody,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ url: string }> {
  const key = binding.read(request) ?? newBrowserKey();
  const url = await loggedSignIn(
    request.log,
    { way: 'oidc', step: 'start', provider: body.provider, address: request.ip },
    () => service.start(body.provider, 'sign-in', body.loginType, key),
  );
  binding.write(request, reply, key);
  return { url };
}

/** OpenID Connect sign-in and linked identities (docs/sign-in.md). */
export function oidcLoginRoutes(
  app: FastifyInstance,
  service: OidcLoginService,
  messaging: { service: MessagingLoginService; qr: QrLoginService },
): void {
  route(app, ep.oidcProviders, ({ query }) => Promise.resolve(service.providers(query.loginType)));

  route(app, ep.oidcCallback, async ({ body, request }) => {
    const info = { address: request.ip, userAgent: request.headers['user-agent'] ?? null };
    // The messaging app's QR link comes back to the same callback page under its own name.
    if (body.provider === messagingProviderName) {
      const outcome = await loggedSignIn(
        request.log,
        {
          way: 'messaging',
          step: isMessagingLink(body.query) ? 'link' : 'finish',
          provider: body.provider,
          address: request.ip,
        },
        () =>
          messaging.service.callback(
            body.query,
            messaging.qr,
            info,
            binding.read(request),
            (userId, subject) => service.linkMessaging(userId, subject),
          ),
        (result) => result.userId,
      );
      return outcome.data;
    }
    const outcome = await loggedSignIn(
      request.log,
      { way: 'oidc', step: 'finish', provider: body.provider, address: request.ip },
      () =>
        service.callback(body.provider, body.query, binding.read(request), {
          address: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      (result) => result.userId,
    );
    return outcome.data;
  });

  route(app, ep.oidcLinkStart, async ({ body, principal, request, reply }) => {
    const key = binding.read(request) ?? newBrowserKey();
    const loginType = principal.kind === 'partner' ? 'partner' : 'staff';
    const messagingLink = body.provider === messagingProviderName;
    const url = await loggedSignIn(
      request.log,
      {
        way: messagingLink ? 'messaging' : 'oidc',
        step: 'link',
        provider: body.provider,
        userId: principal.userId,
        address: request.ip,
      },
      () =>
        messagingLink
          ? messaging.service.startLink(principal.userId, loginType, key)
          : service.start(body.provider, 'link', loginType, key, principal.userId),
    );
    binding.write(request, reply, key);
    return { url };
  });
  route(app, ep.oidcIdentities, ({ principal }) => service.identities(principal.userId));
  route(app, ep.oidcUnlink, async ({ body, principal }) => {
    await service.unlink(principal.userId, body.id);
    return null;
  });

  route(app, ep.userOidcIdentities, ({ query, principal }) =>
    service.identitiesOfManaged(principal, query.id),
  );
  route(app, ep.linkUserOidc, ({ body, principal }) =>
    service.linkByAdmin(principal, body.id, body.provider, body.subject),
  );
  route(app, ep.unlinkUserOidc, async ({ body, principal }) => {
    await service.unlinkByAdmin(principal, body.id, body.identityId);
    return null;
  });
}
