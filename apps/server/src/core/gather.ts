/**
 * Runs independent reads together on the pool, or one after another on a transaction's single connection
 * (node-postgres queues concurrent queries of one client and deprecates doing so).
 */
export async function gather<T extends unknown[]>(
  sequential: boolean,
  ...tasks: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!sequential) return (await Promise.all(tasks.map((task) => task()))) as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as T;
}
