/** True for an http URL on the loopback interface, the only place plain http is allowed for the identity provider. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
