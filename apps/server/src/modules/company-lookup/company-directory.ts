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
