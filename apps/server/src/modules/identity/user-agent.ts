/**
 * A short "browser on system" label from a User-Agent header, for the session list and the QR phone page.
 * It names the common browsers and systems only; anything else reads as its first product token.
 */
const browsers: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/DingTalk\/(\d+)/, 'DingTalk'],
  [/Lark\/(\d+)/, 'Lark'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Windows NT/, 'Windows'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  let browser = '';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  if (!browser) browser = /^[\w.-]+/.exec(userAgent)?.[0] ?? '';
  return [browser, system].filter(Boolean).join(' · ').slice(0, 120);
}
