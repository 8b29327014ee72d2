/** Who is calling: resolved from the access token on every non-public route. */
export interface Principal {
  userId: number;
  username: string;
  kind: 'internal' | 'partner';
  companyId: number | null;
  employeeId: string | null;
  sessionId: string;
  roles: string[];
  permissions: ReadonlySet<string>;
}
