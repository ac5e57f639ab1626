import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type Server } from 'node:net';

/**
 * Listeners on the runner's loopback that count everything they are sent: TCP connections (an
 * HTTP request, a WebSocket, a TURN allocation all start with one) and UDP datagrams (STUN). A
 * page under review must reach none of them. All ports are ephemeral (the machine is shared, and a
 * real Ollama may hold 11434): the first TCP port stands in for the judge's Ollama port.
 */
export interface LoopbackListeners {
  /** TCP ports; the first stands in for Ollama's 11434. */
  tcp: number[];
  udp: number;
  /** Everything any listener received: `tcp:<port>` per connection, `tcp-data:<port>`, `udp:<port>` per datagram. */
  received: string[];
  close(): Promise<void>;
}

async function listenTcp(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    const local = socket.localPort ?? 0;
    received.push(`tcp:${local}`);
    socket.on('data', () => received.push(`tcp-data:${local}`));
    socket.on('error', () => undefined);
    socket.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return server;
}

export async function loopbackListeners(count = 2): Promise<LoopbackListeners> {
  const received: string[] = [];
  const servers: Server[] = [];
  for (let i = 0; i < count; i++) servers.push(await listenTcp(received));
  const udp: UdpSocket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(0, '127.0.0.1', () => resolve());
  });
  const udpPort = udp.address().port;
  udp.on('message', () => received.push(`udp:${udpPort}`));
  return {
    tcp: servers.map((s) => (s.address() as { port: number }).port),
    udp: udpPort,
    received,
    close: async () => {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
            }),
        ),
      );
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}
