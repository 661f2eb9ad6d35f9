import fc from 'fast-check';
import { avatarProblem, isCaptcha, isEmail, isLevel, isPhone, isWebsite, passwordProblem } from './rules';

describe('password rule (section 5)', () => {
  // The rule stated on its own, not through the code under test: the characters a password may hold, spelled out.
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const DIGITS = '0123456789';
  const SYMBOLS = '.-/@';
  const ALLOWED = new Set([...LETTERS, ...DIGITS, ...SYMBOLS]);
  const KINDS = { letters: [...LETTERS], digits: [...DIGITS], symbols: [...SYMBOLS] };
  type Kind = keyof typeof KINDS;

  it.each([
    ['', 'required'],
    ['Ab1.', 'length'],
    ['Abcdefg', 'length'],
    ['Abcdefgh1234567890', 'length'],
    ['abcdefgh', 'classes'],
    ['12345678', 'classes'],
    ['.-/@.-/@', 'classes'],
    ['abcd123!', 'characters'],
    ['abc 1234', 'characters'],
    ['!!!!!!!!', 'characters'],
    ['密码密码1234', 'characters'],
    ['机器人控制台密码1', 'characters'],
    ['Пароль-2026', 'characters'],
    ['Ünïcödé1', 'characters'],
    ['１２３４ａｂｃｄ', 'characters'],
    ['😀😀😀😀😀😀😀1', 'characters'],
    ['abcd_1234', 'characters'],
    ['abcd\t1234', 'characters'],
    ['Console@2026 ', 'characters'],
    // forbidden characters are said whatever the length
    ['a b', 'characters'],
    ['Abcdefgh1234567890!', 'characters'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(passwordProblem(value)).toBe(problem);
  });

  it.each(['abcd1234', 'abcd.efg', '1234-5678', 'Console@2026', 'abcdefghijklmn/1', 'a1a1a1a1', '@@@@@@@1', 'ZZZZZZZZZZZZZZZ/'])('accepts %j', (value) => {
    expect(passwordProblem(value)).toBeUndefined();
  });

  /** Strings of `min`-`max` characters drawn only from these kinds, each kind at least once. */
  const ofKinds = (kinds: Kind[], min: number, max: number) =>
    fc
      .tuple(
        fc.tuple(...kinds.map((kind) => fc.constantFrom(...KINDS[kind]))),
        fc.array(fc.constantFrom(...kinds.flatMap((kind) => KINDS[kind])), { minLength: Math.max(0, min - kinds.length), maxLength: max - kinds.length }),
      )
      .chain(([required, rest]) => fc.shuffledSubarray([...required, ...rest], { minLength: required.length + rest.length }))
      .map((characters) => characters.join(''));
  const twoOrMoreKinds = fc.shuffledSubarray<Kind>(['letters', 'digits', 'symbols'], { minLength: 2 });
  const oneKind = fc.constantFrom<Kind>('letters', 'digits', 'symbols');
  /** Any character outside the allowed set: other ASCII, spaces and controls, any other script, emoji. */
  const forbidden = fc.oneof(
    fc.constantFrom(' ', '\t', '!', '#', '_', '+', '*', '~', '"', "'", '\\', '中', 'é', 'Я', '１', 'ａ', '😀'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((character) => !ALLOWED.has(character)),
  );

  it('accepts every 8-16 character string of allowed characters with at least two kinds (property)', () => {
    fc.assert(
      fc.property(
        twoOrMoreKinds.chain((kinds) => ofKinds(kinds, 8, 16)),
        (value) => passwordProblem(value) === undefined,
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses one kind alone as classes, and a wrong length of allowed characters as length (property)', () => {
    fc.assert(fc.property(oneKind.chain((kind) => ofKinds([kind], 8, 16)), (value) => passwordProblem(value) === 'classes'), { numRuns: 500 });
    fc.assert(
      fc.property(
        twoOrMoreKinds.chain((kinds) => fc.oneof(ofKinds(kinds, 1, 7), ofKinds(kinds, 17, 30))),
        (value) => passwordProblem(value) === 'length',
      ),
      { numRuns: 500 },
    );
  });

  it('refuses any string holding a character outside letters, digits and . - / @, as characters (property)', () => {
    fc.assert(
      fc.property(twoOrMoreKinds.chain((kinds) => ofKinds(kinds, 2, 20)), forbidden, fc.nat(), (valid, character, at) => {
        const position = at % (valid.length + 1);
        const value = valid.slice(0, position) + character + valid.slice(position);
        return passwordProblem(value) === 'characters';
      }),
      { numRuns: 1000 },
    );
  });
});

describe('captcha', () => {
  it('is exactly 6 digits', () => {
    expect(isCaptcha('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '', undefined]) expect(isCaptcha(bad)).toBe(false);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last@robot.example', 'x+tag@sub.domain.cn'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b..co', `${'a'.repeat(250)}@b.co`])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('website', () => {
  it.each(['https://www.robot-demo-co.example', 'http://robot.example/path?q=1', 'www.example.com', 'example.cn', 'http://localhost:8000'])('accepts %s', (value) => {
    expect(isWebsite(value)).toBe(true);
  });
  it.each(['', 'not a url', 'example', 'ftp://files.example.com', 'https://', 'javascript:alert(1)', 'https://exa mple.com'])('refuses %j', (value) => {
    expect(isWebsite(value)).toBe(false);
  });
});

describe('phone', () => {
  it.each(['12345', '+86 138-0013-8000', '(010) 1234567', '1'.repeat(20)])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });
  it.each(['1234', '1'.repeat(21), '12345a', '+-() ', '123 4'])('refuses %j', (value) => {
    expect(isPhone(value)).toBe(false);
  });
});

describe('avatar', () => {
  it('takes PNG and JPG up to 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeUndefined();
    expect(avatarProblem({ type: 'image/jpeg', size: 1 })).toBeUndefined();
  });
  it('refuses other types and anything larger', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});

describe('device usage level (section 5: integer >= 0)', () => {
  it.each([0, 1, 7, 120, '0', '42', ' 3 '])('takes %j', (value) => {
    expect(isLevel(value)).toBe(true);
  });
  it.each([-1, 1.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '-1', '1.5', '1e3', 'a', '', null, undefined])('refuses %j', (value) => {
    expect(isLevel(value)).toBe(false);
  });
  it('takes every whole number from 0 and no negative one', () => {
    fc.assert(fc.property(fc.nat(), (value) => isLevel(value) && isLevel(String(value))));
    fc.assert(fc.property(fc.integer({ max: -1 }), (value) => !isLevel(value)));
  });
});
