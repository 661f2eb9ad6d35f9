import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import enUS from './en-US';
import zhCN from './zh-CN';
import routes, { type RouteEntry } from '../../config/routes';

// `{name}` and the argument of `{name, plural, ...}` (ICU); each name once.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select)\b)/g)].map((match) => match[1]))].sort();

describe('dictionaries', () => {
  it('zh-CN and en-US hold the same keys', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('leave no value empty and use the same placeholders in both languages', () => {
    for (const [key, zh] of Object.entries(zhCN)) {
      const en = (enUS as Record<string, string>)[key];
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it('define each key in one domain file only (a later file would silently win)', () => {
    for (const lang of ['en-US', 'zh-CN']) {
      const dir = path.join(__dirname, lang);
      const seen = new Map<string, string>();
      for (const file of readdirSync(dir)) {
        for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/^ {2}'([^']+)':/gm)) {
          expect(seen.get(match[1]), `${lang}: ${match[1]} in ${file}`).toBeUndefined();
          seen.set(match[1], file);
        }
      }
    }
  });

  // The build loads each language as its two parts (src/startup/locales.ts), the public pages' words and the
  // console's, and the language index is exactly those two: a domain file they leave out would be in no language.
  it('take every domain file into its language index', () => {
    for (const [lang, dictionary] of [['en-US', enUS], ['zh-CN', zhCN]] as const) {
      const dir = path.join(__dirname, lang);
      for (const file of readdirSync(dir)) {
        for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/^ {2}'([^']+)':/gm)) {
          expect(dictionary, `${lang}/${file}: ${match[1]}`).toHaveProperty([match[1]]);
        }
      }
    }
  });

  it('name every menu entry of the route table', () => {
    const walk = (list: RouteEntry[], parents: string[]) => {
      for (const route of list) {
        if (!route.name) continue;
        const key = ['menu', ...parents, route.name].join('.');
        expect(zhCN, key).toHaveProperty([key]);
        walk(route.routes ?? [], [...parents, route.name]);
      }
    };
    walk(routes, []);
  });
});

describe('no user-visible literal outside the dictionaries', () => {
  const srcRoot = path.resolve(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (name === '.umi' || name.startsWith('.umi-') || name === 'locales') return [];
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
    });

  it('has no Chinese text in src outside src/locales', () => {
    const offenders = files(srcRoot).filter((file) => /[\u4e00-\u9fff]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('has no text children in JSX outside the dictionaries', () => {
    const offenders: string[] = [];
    for (const file of files(srcRoot).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(file, 'utf8');
      // A letter between a closing '>' and an opening '<' is literal text in JSX.
      for (const match of source.matchAll(/(?<![=-])>\s*([A-Za-z][A-Za-z ,.'!-]{2,})\s*</g)) {
        offenders.push(`${path.relative(srcRoot, file)}: ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
