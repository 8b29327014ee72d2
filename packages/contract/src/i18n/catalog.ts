import type { Language } from '../core/constants';
import { cn } from './cn';
import type { MessageKey } from './en';
import { en } from './en';
import { kr } from './kr';

export type { MessageKey };

export const catalogs: Record<Language, Record<MessageKey, string>> = { en, cn, kr };

export type MessageParams = Record<string, string | number>;

/** Fills {{name}} placeholders; an unknown placeholder stays as written. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogs[language][key], params);
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}
