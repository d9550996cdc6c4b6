/**
 * How "Try it" shows an answer: the body pretty-printed when it is JSON, and the status's reason phrase, which
 * `Response.statusText` leaves empty over HTTP/2.
 */

/** Pretty-prints a JSON body; `json` says whether it was JSON, so only JSON is highlighted. */
export function formatBody(text: string): {text: string; json: boolean} {
  try {
    return {text: JSON.stringify(JSON.parse(text), null, 2), json: true};
  } catch {
    return {text, json: false};
  }
}

const reasonPhrases: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase to show after a status code: the server's when it sent one, else the standard one, else none. */
export function reasonPhrase(status: number, statusText: string): string {
  return statusText.trim() || reasonPhrases[status] || '';
}

/**
 * What a status code says, by its class; "Try it" shows a word for it beside the code, so colour is never the only
 * cue (its labels are translated, so they live in theme/ApiReference/TryIt/Panel).
 */
export type StatusKind = 'informational' | 'success' | 'redirect' | 'clientError' | 'serverError';

/** The class of a status code (`200`, `'404'`); anything outside 100–599 counts as a server error. */
export function statusKind(status: number | string): StatusKind {
  const code = Number(status);
  if (code >= 100 && code < 200) return 'informational';
  if (code >= 200 && code < 300) return 'success';
  if (code >= 300 && code < 400) return 'redirect';
  if (code >= 400 && code < 500) return 'clientError';
  return 'serverError';
}
