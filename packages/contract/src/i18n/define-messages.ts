/**
 * One area of the catalogue, its three languages side by side. English is the source of keys; the
 * type refuses a cn or kr that misses a key or has one English lacks.
 */
export function defineMessages<const E extends Record<string, string>>(messages: {
  en: E;
  cn: { [K in keyof E]: string };
  kr: { [K in keyof E]: string };
}) {
  return messages;
}
