/**
 * The baseline of `npm run bench`: a plain node:http server in its own process (as the gateway is)
 * answering each path with a fixed JSON body, the very body the gateway answered, so the ratio shows
 * what the gateway's work costs on top of HTTP on this machine in this run.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Plain JavaScript run by `node -e`: no loader, nothing of ours. */
const SERVER_CODE = `
const bodies = JSON.parse(process.env.BENCH_BODIES);
require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const body = bodies[request.url] ?? '{}';
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}).listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });
`;

export interface PlainServer {
  url: string;
  /** Its process id (the bench reads the CPU it used). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the server; `bodies` maps a path (and query) to the JSON text it answers. */
export async function startPlainServer(bodies: Readonly<Record<string, string>>): Promise<PlainServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER_CODE], {
    env: { ...process.env, BENCH_BODIES: JSON.stringify(bodies) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString('utf8'));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
