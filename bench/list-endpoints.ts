// Prints, as JSON, every list endpoint of the contract: each endpoint whose answer is a page
// ({ list, total, pageNum, pageSize }), with its method, path and permission. Run with tsx (the contract
// is TypeScript); lists-bench.mjs reads it, so a new list is measured, or refused until it has a case.
import * as contract from '@portal/contract';

interface Found {
  name: string;
  method: string;
  path: string;
  permission: string;
}
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const found = new Map<string, Found>();
for (const [group, endpoints] of Object.entries(contract)) {
  if (!isRecord(endpoints)) continue;
  for (const [key, endpoint] of Object.entries(endpoints)) {
    if (!isRecord(endpoint) || typeof endpoint.path !== 'string' || !isRecord(endpoint.data)) continue;
    const shape = endpoint.data.shape;
    if (!isRecord(shape) || !('list' in shape) || !('total' in shape)) continue;
    found.set(`${String(endpoint.method)} ${endpoint.path}`, {
      name: `${group}.${key}`,
      method: String(endpoint.method),
      path: endpoint.path,
      permission: String(endpoint.permission),
    });
  }
}
process.stdout.write(`${JSON.stringify([...found.values()])}\n`);
