import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { checkSegment } from './contained-path.js';
import { RequestError } from './request-error.js';
import { ViewerApi } from './viewer-api.js';

/** The page's files, built by `npm run build` into dist/viewer/ (see scripts/bundle-viewer.ts). */
export const PAGE_FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/app.css': ['app.css', 'text/css; charset=utf-8'],
} as const;

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
  'Referrer-Policy': 'no-referrer',
};

export interface ViewerServerOptions {
  /** The folder served (already a real path: see containedRealPath). */
  realRoot: string;
  /** Where the built page files are (dist/viewer). */
  pageDir: string;
  /** 0 = any free port. */
  port: number;
  /** Spill files of indexed archives; default a fresh temp folder, removed on close. */
  cacheDir?: string;
}

export interface ViewerServer {
  url: string;
  port: number;
  api: ViewerApi;
  close(): Promise<void>;
}

/**
 * Serve the viewer on 127.0.0.1 only: the page's three files from a fixed
 * table (no URL names a file) and the JSON API under /api/. Read-only (GET
 * and HEAD). A path segment that decodes to `..`, a separator, NUL or an
 * absolute path is refused with 400 before anything is looked up.
 */
export async function startViewer(options: ViewerServerOptions): Promise<ViewerServer> {
  const api = new ViewerApi(options.realRoot, options.cacheDir ? { cacheDir: options.cacheDir } : {});
  const page = new Map(Object.entries(PAGE_FILES).map(([route, [file, type]]) => [route, { file, type }]));
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => send(res, 500, { error: err instanceof Error ? err.message : String(err) }));
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'the viewer is read-only: GET only' });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let segments: string[];
    try {
      segments = url.pathname
        .split('/')
        .slice(1)
        .map((s) => decodeURIComponent(s));
    } catch {
      return send(res, 400, { error: 'malformed percent-encoding in the path' });
    }
    try {
      if (segments[0] === 'api') {
        // Run ids may hold `/` (encoded as %2F); every other segment is a plain name.
        segments.slice(1).forEach((s, i) => (i === 1 && segments[1] === 'runs' ? undefined : checkSegment(s)));
        if (segments.slice(1).some((s) => s.split('/').includes('..'))) throw new RequestError(400, 'no `..` in a path');
        return send(res, 200, await api.get(segments.slice(1), url.searchParams));
      }
      const asset = page.get(url.pathname);
      if (!asset) throw new RequestError(404, `nothing at ${url.pathname}: the page is at /`);
      res.writeHead(200, { 'Content-Type': asset.type, ...SECURITY_HEADERS });
      res.end(req.method === 'HEAD' ? undefined : readFileSync(`${options.pageDir}/${asset.file}`));
    } catch (err) {
      if (err instanceof RequestError) return send(res, err.status, { error: err.message });
      throw err;
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    api,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...SECURITY_HEADERS });
  res.end(JSON.stringify(body));
}
