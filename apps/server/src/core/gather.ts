/**
 * Runs independent reads together on the pool, or one after another on a transaction's single connection
 * (node-postgres queues concurrent queries of one client and deprecates doing so).
 */
export async function gather<T extends unknown[]>(
  sequential: boolean,
  ...tasks: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  const results: unknown[] = [];
  if (!sequential) results.push(...(await Promise.all(tasks.map((task) => task()))));
  else for (const task of tasks) results.push(await task());
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- task i resolves to T[i]; Array.prototype.map cannot carry a tuple's element types through.
  return results as T;
}
