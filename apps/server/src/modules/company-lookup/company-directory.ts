import type { LookedUpCompany } from '@portal/contract';

export interface DirectoryPage {
  pageNum: number;
  pageSize: number;
}

export interface DirectoryResult {
  list: LookedUpCompany[];
  total: number;
}

/**
 * Where company information comes from. The embedded directory answers from generated companies held in
 * memory; the HTTP directory asks a configured company-information service. A provider refuses with an
 * AppError (code 100, a catalogue message) when it cannot answer; it never lets a raw error through.
 */
export interface CompanyDirectory {
  readonly name: 'embedded' | 'http';
  search(keyword: string, page: DirectoryPage): Promise<DirectoryResult>;
}

/**
 * Whether the directory lists a company of this registration number under this name (the end customer
 * of a report picked from the lookup is checked so before it is stored as verified). A directory that
 * cannot answer now counts as "not listed": the report is then marked for the reviewer, never refused.
 */
export async function isListedCompany(
  directory: CompanyDirectory,
  customer: { name: string; creditCode: string | null },
): Promise<boolean> {
  const code = customer.creditCode?.toUpperCase();
  const name = customer.name.trim();
  if (!code || !name) return false;
  try {
    const { list } = await directory.search(code, { pageNum: 1, pageSize: 10 });
    return list.some((company) => company.creditCode.toUpperCase() === code && company.name.trim() === name);
  } catch {
    return false;
  }
}
