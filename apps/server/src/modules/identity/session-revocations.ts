import { z } from 'zod';
import type { PrincipalCache } from './principal-cache';

const signalSchema = z.object({
  sessions: z.array(z.string()).optional(),
  users: z.array(z.number().int()).optional(),
  all: z.boolean().optional(),
});

/**
 * What a process does when any process revokes sessions (a NOTIFY on revocationChannel, sent in the
 * revoking transaction): it drops the cached callers of those sessions or users, so its next request
 * reads the database and is refused (docs/sessions.md).
 */
export function onRevocation(cache: PrincipalCache) {
  return (payload: string): void => {
    let signal: z.infer<typeof signalSchema>;
    try {
      signal = signalSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    if (signal.all) cache.clear();
    if (signal.users) cache.forgetUsers(signal.users);
    for (const id of signal.sessions ?? []) cache.forgetSession(id);
  };
}
