/**
 * A fake enterprise messaging platform (WeCom-style OAuth 2 and server API) on a random local port: a real
 * HTTP server the adapter talks to, for the tests. `scanAs` says which app user the next visit to the
 * authorisation address is (as the app would know it on the phone); codes are single-use; `failing` makes a
 * call answer an error or never answer.
 */
import { once } from 'node:events';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { listeningPort } from './oidc-test-provider';

const groupSchema = z.object({ name: z.string(), owner: z.string(), userlist: z.array(z.string()) });

export type MessagingCall = 'gettoken' | 'getuserinfo' | 'ticket' | 'group';

export interface TestMessagingServer {
  url: string;
  appId: string;
  appSecret: string;
  /** The authorisation address the portal is configured with. */
  authorizeUrl: string;
  /** The app user the next authorisation is for (null: the phone's user is not a member). */
  scanAs: string | null;
  /** Calls that answer an error (`error`) or never answer (`hang`). */
  failing: Partial<Record<MessagingCall, 'error' | 'hang'>>;
  /** How many times each call was made. */
  calls: Record<MessagingCall, number>;
  /** Group chats created: their name, owner and members. */
  groups: Map<string, { name: string; owner: string; userlist: string[] }>;
  /** A code for `userId` as the app would issue it (single-use). */
  issueCode(userId: string | null): string;
  close(): Promise<void>;
}

export async function startMessagingServer(): Promise<TestMessagingServer> {
  const appId = 'ww-portal-test';
  const appSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, string | null>();
  const tokens = new Set<string>();
  const hanging = new Set<http.ServerResponse>();

  const json = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server: TestMessagingServer = {
    url: '',
    appId,
    appSecret,
    authorizeUrl: '',
    scanAs: null,
    failing: {},
    calls: { gettoken: 0, getuserinfo: 0, ticket: 0, group: 0 },
    groups: new Map(),
    issueCode(userId) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, userId);
      return code;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      http_.closeAllConnections();
      http_.close();
      await once(http_, 'close');
    },
  };

  /** Answers a call unless it is set to fail; false when it answered (an error, or nothing). */
  const proceeds = (name: MessagingCall, res: http.ServerResponse): boolean => {
    server.calls[name] += 1;
    const failure = server.failing[name];
    if (failure === 'hang') {
      hanging.add(res);
      return false;
    }
    if (failure === 'error') {
      json(res, { errcode: 60011, errmsg: 'no privilege to access/modify contact/party/agent' });
      return false;
    }
    return true;
  };

  const http_ = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', server.url);
    const q = url.searchParams;
    const authorised = () => {
      if (tokens.has(q.get('access_token') ?? '')) return true;
      json(res, { errcode: 40014, errmsg: 'invalid access_token' });
      return false;
    };
    if (url.pathname === '/connect/oauth2/authorize') {
      // The app's authorisation on the phone: back to the portal with a code for the scanning user.
      if (q.get('appid') !== appId || q.get('response_type') !== 'code') {
        res.writeHead(400).end('bad request');
        return;
      }
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', server.issueCode(server.scanAs));
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/cgi-bin/gettoken') {
      if (!proceeds('gettoken', res)) return;
      if (q.get('corpid') !== appId || q.get('corpsecret') !== appSecret) {
        json(res, { errcode: 40001, errmsg: 'invalid credential' });
        return;
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      json(res, { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 });
      return;
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      if (!proceeds('getuserinfo', res) || !authorised()) return;
      const code = q.get('code') ?? '';
      if (!codes.has(code)) {
        json(res, { errcode: 40029, errmsg: 'invalid code' });
        return;
      }
      const userId = codes.get(code);
      codes.delete(code); // single use
      json(res, userId ? { errcode: 0, errmsg: 'ok', userid: userId } : { errcode: 0, openid: 'oOutsider' });
      return;
    }
    if (url.pathname === '/cgi-bin/get_jsapi_ticket') {
      if (!proceeds('ticket', res) || !authorised()) return;
      json(res, {
        errcode: 0,
        errmsg: 'ok',
        ticket: `ticket-${randomBytes(8).toString('hex')}`,
        expires_in: 7200,
      });
      return;
    }
    if (url.pathname === '/cgi-bin/appchat/create' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (!proceeds('group', res) || !authorised()) return;
        const parsed = groupSchema.safeParse(JSON.parse(raw));
        if (!parsed.success || parsed.data.userlist.length < 2) {
          json(res, { errcode: 86216, errmsg: 'chat member count invalid' });
          return;
        }
        const chatid = `chat-${randomBytes(6).toString('hex')}`;
        server.groups.set(chatid, parsed.data);
        json(res, { errcode: 0, errmsg: 'ok', chatid });
      });
      return;
    }
    res.writeHead(404).end('not found');
  });
  http_.listen(0, '127.0.0.1');
  await once(http_, 'listening');
  server.url = `http://127.0.0.1:${listeningPort(http_)}`;
  server.authorizeUrl = `${server.url}/connect/oauth2/authorize`;
  return server;
}
