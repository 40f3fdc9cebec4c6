/**
 * The spec writes some calls with an `/api/` of their own (`POST /api/token/`) under an API root that is
 * itself `/api`. Both readings are served: inside the `/api` prefix a spec path `/api/x/` is mounted at
 * `/api/x/` (→ `/api/api/x/`, the path verbatim under the root) and at `/x/` (→ `/api/x/`, the absolute
 * reading). Other paths are mounted once.
 */
export function specPaths(path: string): string[] {
  return path.startsWith('/api/') ? [path, path.slice(4)] : [path];
}
