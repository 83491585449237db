import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RoomBroadcastAdapter } from './roomBroadcast.js';

const httpServer = createServer();
const server = new Server(httpServer, { adapter: RoomBroadcastAdapter });
server.on('connection', (socket) => {
  socket.on('join', (room: string, done: () => void) => {
    void socket.join(room);
    done();
  });
  // A burst: one event to this socket alone, then broadcasts to its room and to two rooms, as the relay mixes them.
  socket.on('burst', (room: string, count: number) => {
    for (let n = 1; n <= count; n++) {
      if (n % 3 === 0) socket.emit('event', n);
      else if (n % 3 === 1) server.to(room).emit('event', n);
      else server.to([room, 'other']).emit('event', n);
    }
  });
});
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

async function joined(room: string, transports: string[]): Promise<{ client: Socket; events: unknown[] }> {
  const client = connect(url, { transports, forceNew: true, reconnection: false });
  clients.push(client);
  const events: unknown[] = [];
  client.on('event', (n: unknown) => events.push(n));
  await client.emitWithAck('join', room);
  return { client, events };
}

const until = async (check: () => boolean) => {
  for (let waited = 0; !check() && waited < 5000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

it("reaches a room's sockets over WebSocket and long-polling alike, in the order sent, and no one else", async () => {
  const webSocket = await joined('raid:1', ['websocket']);
  const polling = await joined('raid:1', ['polling']);
  const elsewhere = await joined('raid:2', ['websocket']);

  webSocket.client.emit('burst', 'raid:1', 30);
  const toRoom = Array.from({ length: 30 }, (_, index) => index + 1).filter((n) => n % 3 !== 0);
  await until(() => webSocket.events.length === 30 && polling.events.length === toRoom.length);

  expect(webSocket.events).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  expect(polling.events).toEqual(toRoom);
  expect(elsewhere.events).toEqual([]);
});

it('leaves out the sockets of the rooms excepted', async () => {
  const watcher = await joined('raid:3', ['websocket']);
  const lister = await joined('expansion:tbc', ['websocket']);
  await watcher.client.emitWithAck('join', 'expansion:tbc');

  server.to('expansion:tbc').except('raid:3').emit('event', 'reload');
  server.to('raid:3').emit('event', 'records');
  await until(() => lister.events.length === 1 && watcher.events.length === 1);

  expect(lister.events).toEqual(['reload']);
  expect(watcher.events).toEqual(['records']);
});
