export type MessageParams = Record<string, string | number>;

/** Fills {{name}} placeholders; an unknown placeholder stays as written. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
