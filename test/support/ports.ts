import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on: bound once, then closed (fetch refuses none of the ephemeral range). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
