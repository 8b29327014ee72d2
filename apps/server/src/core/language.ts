import type { Language } from '@portal/contract';
import { defaultLanguage, isLanguage } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { parse } from 'cookie';

/** The request's language: the `language` header, else the `language` cookie, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['language'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (isLanguage(fromHeader)) return fromHeader;
  const fromCookie = parse(request.headers.cookie ?? '')['language'];
  if (isLanguage(fromCookie)) return fromCookie;
  return defaultLanguage;
}
