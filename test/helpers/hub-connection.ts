import { connect, type Socket } from 'node:net';
import { Control, controlFrame, proofOf } from '../../transport/control.js';
import { FrameDecoder } from '../../wire/frame-decoder.js';

/** Connect to agent `agentId` as the hub: answer its challenge, then hand back the socket (bounded wait). */
export function hubConnection(port: number, secret: string, agentId: string): Promise<{ socket: Socket; decoder: FrameDecoder }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const decoder = new FrameDecoder();
    const timer = setTimeout(() => reject(new Error('no challenge')), 3000);
    socket.once('data', (chunk) => {
      clearTimeout(timer);
      const [challenge] = decoder.push(chunk);
      socket.write(controlFrame(Control.Response, proofOf(secret, challenge!.payload.subarray(2), agentId)));
      resolve({ socket, decoder });
    });
    socket.on('error', () => {});
  });
}
