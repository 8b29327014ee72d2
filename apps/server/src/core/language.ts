import type { Language } from '@portal/contract';
import { defaultLanguage, isLanguage } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

function cookieLanguage(cookieHeader: string | undefined): string | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)language=([^;]*)/);
  return match?.[1];
}

/** The request's language: the `language` header, else the `language` cookie, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['language'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (isLanguage(fromHeader)) return fromHeader;
  const fromCookie = cookieLanguage(request.headers.cookie);
  if (isLanguage(fromCookie)) return fromCookie;
  return defaultLanguage;
}
