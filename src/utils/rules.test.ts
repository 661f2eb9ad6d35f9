import fc from 'fast-check';
import { avatarProblem, isCaptcha, isEmail, isLevel, isPhone, passwordProblem } from './rules';

describe('password rule (section 5)', () => {
  it.each([
    ['', 'required'],
    ['Ab1.', 'length'],
    ['Abcdefg', 'length'],
    ['Abcdefgh1234567890', 'length'],
    ['abcdefgh', 'classes'],
    ['12345678', 'classes'],
    ['.-/@.-/@', 'classes'],
    ['!!!!!!!!', 'classes'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(passwordProblem(value)).toBe(problem);
  });

  it.each(['abcd1234', 'abcd.efg', '1234-5678', 'Console@2026', '密码密码1234', 'abcdefghijklmn/1'])('accepts %j', (value) => {
    expect(passwordProblem(value)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units: 8 emoji-free CJK letters plus a digit pass', () => {
    expect(passwordProblem('机器人控制台密码1')).toBeUndefined();
    expect(passwordProblem('😀😀😀😀😀😀😀1')).toBe('classes');
  });

  it('accepts exactly the strings the rule describes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20, unit: 'grapheme-ascii' }), (value) => {
        const length = Array.from(value).length;
        const classes = [/\p{L}/u, /\p{Nd}/u, /[./@-]/].filter((p) => p.test(value)).length;
        const valid = length >= 8 && length <= 16 && classes >= 2;
        expect(passwordProblem(value) === undefined).toBe(valid);
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
