import { errorEnvelope } from '#server/api/api-error.server.ts'

/**
 * The production server's first middleware: the request's URL must be readable. The server builds it
 * from the `Host` header when it is first read, and a Host that is no host name (`a b`, a port over
 * 65535) makes that throw before the app runs, which the server answers with a bare 500 (issue 11). Such
 * a request is the client's mistake: 400 in the error envelope.
 */
export function rejectUnreadableUrls(
  request: Request,
  next: () => Response | Promise<Response>,
): Response | Promise<Response> {
  if (!URL.canParse(readUrl(request))) {
    return Response.json(errorEnvelope('BAD_REQUEST', 'The Host header is not a valid host name.'), {
      status: 400,
      headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    })
  }
  return next()
}

/** The request's URL, or '' when reading it throws. */
function readUrl(request: Request): string {
  try {
    return request.url
  } catch {
    return ''
  }
}
