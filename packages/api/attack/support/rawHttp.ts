import { request } from 'node:http';
import { attackContext } from './context';
import { FEED_UPLOAD_PATH } from './feeds';

/** A GET with the path sent byte for byte (fetch and URL would resolve `..` and re-encode before sending). */
export function rawGet(origin: string, path: string): Promise<{ status: number; body: string; type: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          type: String(response.headers['content-type'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A feed upload that declares a body far larger than it sends: the answer must come from the header alone. */
export function declaredUpload(token: string, declaredBytes: number): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(attackContext().origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: `${FEED_UPLOAD_PATH}?entity=brand&feedName=huge`,
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-length': declaredBytes, authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          req.destroy();
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    // Only the header row is ever sent; the connection is dropped once the answer is in.
    req.write('Title\n');
  });
}
