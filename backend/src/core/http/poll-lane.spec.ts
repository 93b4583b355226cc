import { judgeBody } from './poll-lane.js';

describe('the poll lane’s reading of a body', () => {
  it('lets an empty body or a plain small object through: the poll ignores it', () => {
    expect(judgeBody('')).toEqual({ kind: 'fine' });
    expect(judgeBody('  \r\n')).toEqual({ kind: 'fine' });
    expect(judgeBody('{}')).toEqual({ kind: 'fine' });
    expect(judgeBody(' {"page": 1, "form": {"a": "b"}} ')).toEqual({ kind: 'fine' });
  });

  it('finds unreadable what strict JSON parsing refuses', () => {
    for (const text of ['{"a": ', '"x"', '12', 'null', 'true', 'a=1', '{a: 1}']) {
      expect([text, judgeBody(text)]).toEqual([text, { kind: 'unreadable' }]);
    }
  });

  it('leaves to the input guard what parses but is no set of fields, or holds what text cannot', () => {
    expect(judgeBody('[1]')).toEqual({ kind: 'parsed', value: [1] });
    expect(judgeBody('{"a": "\\ud800"}')).toEqual({ kind: 'parsed', value: { a: '\ud800' } });
    expect(judgeBody('{"a": "\\u0000"}')).toEqual({ kind: 'parsed', value: { a: '\u0000' } });
  });
});
