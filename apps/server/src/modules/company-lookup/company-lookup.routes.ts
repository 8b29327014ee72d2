import { companyLookupEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import type { CompanyDirectory } from './company-directory';
import { EmbeddedCompanyDirectory } from './embedded-directory';
import { HttpCompanyDirectory } from './http-directory';

/** The configured provider: the embedded directory unless COMPANY_LOOKUP_PROVIDER=http. */
export function createCompanyDirectory(deps: ModuleDeps, app: FastifyInstance): CompanyDirectory {
  const { companyLookup } = deps.config;
  if (companyLookup.provider === 'http' && companyLookup.url)
    return new HttpCompanyDirectory({
      url: companyLookup.url,
      token: companyLookup.token,
      timeoutMs: companyLookup.timeoutMs,
      logger: app.log,
    });
  return new EmbeddedCompanyDirectory();
}

export function companyLookupRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const directory = createCompanyDirectory(deps, app);
  route(app, ep.pageCompanies, async ({ body }) => {
    const { list, total } = await directory.search(body.keyword, {
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
    return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
  });
}
