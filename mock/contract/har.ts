/**
 * A real backend checked against the contract: the calls of a HAR recording
 * (the browser's DevTools, Network, "Save all as HAR with content", made
 * while using the console against that backend) turned into the requests and
 * answers the checker reads. See the README, "Pointing the console at a real
 * backend".
 */
import type { SimRequest, SimResponse } from '../sim/types';

interface HarHeader {
  name: string;
  value: string;
}

interface HarEntry {
  request: { method: string; url: string; headers: HarHeader[]; postData?: { mimeType?: string; text?: string } };
  response: { status: number; headers: HarHeader[]; content: { mimeType?: string; text?: string; encoding?: string } };
}

export interface Exchange {
  request: SimRequest;
  response: SimResponse;
}

const lower = (headers: HarHeader[]) => Object.fromEntries(headers.map((header) => [header.name.toLowerCase(), header.value]));

/** The recording's calls below `apiRoot` (a path, `/api`), in order. */
export function harExchanges(har: unknown, apiRoot = '/api'): Exchange[] {
  const entries = ((har as { log?: { entries?: HarEntry[] } }).log?.entries ?? []) as HarEntry[];
  return entries.flatMap((entry) => {
    const url = new URL(entry.request.url);
    if (!url.pathname.startsWith(`${apiRoot}/`)) return [];
    const requestHeaders = lower(entry.request.headers);
    const multipart = (requestHeaders['content-type'] ?? '').startsWith('multipart/form-data');
    const responseHeaders = lower(entry.response.headers);
    const type = entry.response.content.mimeType ?? responseHeaders['content-type'] ?? '';
    const text = entry.response.content.text ?? '';
    const json = type.includes('json');
    let body: unknown = text;
    if (json) {
      try {
        body = JSON.parse(entry.response.content.encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text);
      } catch {
        body = null;
      }
    }
    return [
      {
        request: {
          method: entry.request.method,
          url: `${url.pathname}${url.search}`,
          headers: requestHeaders,
          body: multipart ? null : (entry.request.postData?.text ?? ''),
          // A recording keeps no file parts; the checker then only asks that the call takes multipart.
          ...(multipart ? { files: [] } : {}),
        },
        response: { status: entry.response.status, headers: { ...responseHeaders, 'content-type': type }, body, raw: !json },
      },
    ];
  });
}
