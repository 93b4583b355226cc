import { fr, LIMITS, t } from '@troc/shared';
import type { NextFunction, Request, Response } from 'express';

/** A lone surrogate half (not part of a pair) or a NUL byte: no form field may hold either. */
// eslint-disable-next-line no-control-regex -- the NUL byte is what is looked for
const BAD_CHARACTERS = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/;

export type InputProblem =
  { kind: 'depth'; path: string } | { kind: 'fields'; path: string } | { kind: 'characters'; path: string };

/**
 * Walks a parsed body or query once, without recursion (a 3,000-deep document must not
 * overflow the stack here, nor later in class-transformer): depth, number of fields, and
 * strings or keys that cannot be text.
 */
export function inspectInput(
  value: unknown,
  limits: { maxDepth: number; maxFields: number } = LIMITS.http,
): InputProblem | null {
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  let fields = 0;
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (BAD_CHARACTERS.test(current)) return { kind: 'characters', path: path || '_form' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limits.maxDepth) return { kind: 'depth', path: path || '_form' };
    for (const key of Object.keys(current)) {
      const child = path ? `${path}.${key}` : key;
      if (BAD_CHARACTERS.test(key)) return { kind: 'characters', path: path || '_form' };
      if (++fields > limits.maxFields) return { kind: 'fields', path: '_form' };
      stack.push([(current as Record<string, unknown>)[key], child, depth + 1]);
    }
  }
  return null;
}

/** The answer for a problem of the request's input, in the error contract. */
export function inputProblemResponse(problem: InputProblem): { status: number; body: object } {
  switch (problem.kind) {
    case 'characters':
      return {
        status: 422,
        body: { errors: { [problem.path]: [fr.validation.invalidCharacters] }, code: 'FORM_INVALID' },
      };
    case 'depth':
      return {
        status: 400,
        body: { statusCode: 400, message: t(fr.http.tooDeep, { max: LIMITS.http.maxDepth }), code: 'BAD_REQUEST' },
      };
    case 'fields':
      return {
        status: 413,
        body: {
          statusCode: 413,
          message: t(fr.http.tooManyFields, { max: LIMITS.http.maxFields }),
          code: 'PAYLOAD_TOO_LARGE',
        },
      };
  }
}

/**
 * Runs after the body parsers and before anything reads the input: the body must be a set
 * of fields (or nothing), and neither the body nor the query may be too deep, too wide or
 * hold characters that are not text. Every route written later is covered by construction.
 */
export function inputGuard(req: Request, res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    res.status(400).json({ statusCode: 400, message: fr.http.bodyNotForm, code: 'BAD_REQUEST' });
    return;
  }
  const problem = inspectInput(body) ?? inspectInput(req.query);
  if (problem) {
    const { status, body: answer } = inputProblemResponse(problem);
    res.status(status).json(answer);
    return;
  }
  next();
}
