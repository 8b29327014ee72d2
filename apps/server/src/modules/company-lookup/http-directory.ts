import { lookedUpCompanySchema, regionCodes } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { refused } from '../../core/app-error';
import type { CompanyDirectory, DirectoryPage, DirectoryResult } from './company-directory';

export interface HttpDirectoryOptions {
  /** The search URL; keyword, pageNum and pageSize are added as query parameters. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  timeoutMs: number;
  logger?: FastifyBaseLogger;
}

const text = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim().slice(0, max));

/** One company as the service answers it: missing optional fields are tolerated, the region upper-cased. */
const answeredCompanySchema = z.object({
  name: z.string().trim().min(1).max(200),
  creditCode: z.string().trim().toUpperCase().min(1).max(50),
  /** ISO 3166-1 alpha-2 when the service says it; else, for China and Japan, the region's country. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullish()
    .catch(null),
  address: text(300),
  region: z.string().trim().toUpperCase().pipe(z.enum(regionCodes)),
  industry: text(100),
  legalPerson: text(100).transform((value) => value || null),
  establishedOn: z
    .string()
    .nullish()
    .transform((value) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)),
});

/** Regions that are one country. */
const countryOfRegion: Partial<Record<(typeof regionCodes)[number], string>> = {
  CN: 'CN',
  JP: 'JP',
  US: 'US',
};

/** The answer: `{ total, list }` (or `items`), possibly wrapped in `{ data: … }`. */
const answerSchema = z.object({
  total: z.coerce.number().int().min(0),
  list: z.array(answeredCompanySchema).max(500),
});

function unwrap(json: unknown): unknown {
  let value = json;
  if (value && typeof value === 'object' && 'data' in value && !('list' in value) && !('items' in value))
    value = (value as { data: unknown }).data;
  if (value && typeof value === 'object' && !('list' in value) && 'items' in value)
    value = { ...value, list: (value as { items: unknown }).items };
  return value;
}

/**
 * A company-information service over HTTP. Every failure (unreachable, timeout, an HTTP error, an
 * answer it cannot read) is logged and refused with a message the user can act on; never a 500.
 */
export class HttpCompanyDirectory implements CompanyDirectory {
  readonly name = 'http';

  constructor(private readonly options: HttpDirectoryOptions) {}

  async search(keyword: string, page: DirectoryPage): Promise<DirectoryResult> {
    const url = new URL(this.options.url);
    url.searchParams.set('keyword', keyword);
    url.searchParams.set('pageNum', String(page.pageNum));
    url.searchParams.set('pageSize', String(page.pageSize));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers['authorization'] = `Bearer ${this.options.token}`;

    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.options.logger?.warn({ err: error, provider: 'http' }, 'company lookup failed');
      throw refused(timedOut ? 'companyLookup.timeout' : 'companyLookup.unavailable');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      this.options.logger?.warn(
        { status: response.status, provider: 'http' },
        'company lookup answered an error',
      );
      throw refused('companyLookup.unavailable');
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.options.logger?.warn({ err: error, provider: 'http' }, 'company lookup answer unreadable');
      throw refused(timedOut ? 'companyLookup.timeout' : 'companyLookup.badAnswer');
    }
    const parsed = answerSchema.safeParse(unwrap(json));
    if (!parsed.success) {
      this.options.logger?.warn(
        { issues: parsed.error.issues.slice(0, 5), provider: 'http' },
        'company lookup answer unreadable',
      );
      throw refused('companyLookup.badAnswer');
    }
    return {
      total: Math.max(parsed.data.total, parsed.data.list.length),
      list: parsed.data.list.slice(0, page.pageSize).map((company) =>
        lookedUpCompanySchema.parse({
          ...company,
          country: company.country ?? countryOfRegion[company.region] ?? null,
        }),
      ),
    };
  }
}
