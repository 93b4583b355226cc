import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface AnsweringProcess {
  port: number;
  stop(): void;
}

/**
 * A TCP server in a process of its own that writes `answer(data)` back for each chunk it reads.
 * Being outside the test's process, it answers while the test keeps its own loop busy: the answer
 * is then waiting in the socket when the test's timers run out, whatever the machine's load.
 * `answer` is the body of a function of `data` (a string), run in that process.
 */
export async function answeringProcess(answer: string): Promise<AnsweringProcess> {
  const script = `
    const answer = (data) => { ${answer} };
    require('node:net')
      .createServer((socket) => socket.on('data', (data) => socket.write(answer(String(data)))))
      .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { port: Number(line), stop: () => void child.kill() };
}
