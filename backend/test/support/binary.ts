/** supertest's parser for a download: the raw bytes (`.buffer(true).parse(binary)`). */
export function binary(
  res: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk?: Buffer) => chunk && chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
