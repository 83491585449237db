/** At most this much of a User-Agent is kept: enough for any browser's, too little to store a payload in. */
export const USER_AGENT_MAX = 512;

// Order matters: Edge, Opera and the others also name Chrome; Chrome also names Safari; Android names Linux and
// iOS names Mac OS X.
const browsers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Discord', /\bdiscord\//i],
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Yandex Browser', /\bYaBrowser\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(HeadlessChrome|Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const systems: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

function firstMatch(list: ReadonlyArray<[string, RegExp]>, userAgent: string): string | null {
  return list.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** "Chrome on Linux" in two parts, so the page can say it in its language; null where the agent does not tell. */
export function describeUserAgent(userAgent: string): { browser: string | null; os: string | null } {
  return { browser: firstMatch(browsers, userAgent), os: firstMatch(systems, userAgent) };
}
