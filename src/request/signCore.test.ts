import vectors from '../../tests/fixtures/sign-vectors.json';
import { canonicalQuery, serializeQuery, signHeader, stringToSign } from './signCore';

interface Vector {
  input: {
    name: string;
    key: string;
    timestamp: string;
    nonce: string;
    method: string;
    path: string;
    rawQuery: string;
    body: string | null;
  };
  canonicalQuery: string;
  stringToSign: string;
  sign: string;
}

describe('SIGN-V1 test vectors (shared/contract/sign-vectors.json)', () => {
  it('has every vector of the contract', () => {
    expect((vectors as Vector[]).length).toBeGreaterThanOrEqual(7);
  });

  for (const vector of vectors as Vector[]) {
    it(`reproduces ${vector.input.name}`, () => {
      expect(canonicalQuery(vector.input.rawQuery)).toBe(vector.canonicalQuery);
      expect(stringToSign(vector.input)).toBe(vector.stringToSign);
      expect(signHeader(vector.input)).toBe(vector.sign);
    });
  }
});

describe('canonical query', () => {
  it('keeps + as a literal plus, not a space', () => {
    expect(canonicalQuery('a=1+2')).toBe('a=1%2B2');
  });

  it('gives a part without = the empty value and drops empty parts', () => {
    expect(canonicalQuery('&flag&&b=2&')).toBe('b=2&flag=');
  });

  it('sorts by key then value and keeps repeated keys', () => {
    expect(canonicalQuery('z=1&a=2&a=1')).toBe('a=1&a=2&z=1');
  });
});

describe('serializeQuery', () => {
  it('writes arrays as repeated keys, drops null and undefined, encodes RFC 3986', () => {
    expect(serializeQuery({ tag: ['a', 'b'], q: "it's (x)*", none: undefined, nil: null, n: 3 })).toBe(
      'tag=a&tag=b&q=it%27s%20%28x%29%2A&n=3',
    );
  });

  it('produces a query whose canonical form is itself once sorted', () => {
    const query = serializeQuery({ b: 'x y', a: '张三' });
    expect(canonicalQuery(query)).toBe('a=%E5%BC%A0%E4%B8%89&b=x%20y');
  });
});
