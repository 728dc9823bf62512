import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/**
 * A password from standard input, never from the command line (where `ps` and shell history see it): at a
 * terminal it is asked for twice without echo; piped in, its first line is read.
 */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLine(await readAll(process.stdin));
  const first = await askWithoutEcho(prompt);
  const again = await askWithoutEcho('Once more: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was saved.');
  return first;
}

async function askWithoutEcho(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  // The terminal's echo goes to a stream that drops it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const line = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await line.question('');
  } finally {
    line.close();
    process.stderr.write('\n');
  }
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const firstLine = (text: string) => text.split(/\r?\n/)[0];
