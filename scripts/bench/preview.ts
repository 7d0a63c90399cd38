/** The built site served on this machine while a measure runs against it (astro preview), then stopped. */
import { spawn } from 'node:child_process';

async function serverUp(url: string, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Runs `measure` with the preview server's address, or says why it could not start. */
export async function withPreview<T>(measure: (base: string) => Promise<T>): Promise<T | string> {
  const port = Number(process.env.BENCH_PORT ?? 4398);
  const base = `http://localhost:${port}`;
  const server = spawn('npx', ['astro', 'preview', '--port', String(port), '--host', 'localhost'], { stdio: 'ignore', detached: true });
  try {
    if (!(await serverUp(`${base}/`, 60))) return `not run: the preview server did not answer on port ${port}`;
    return await measure(base);
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}
