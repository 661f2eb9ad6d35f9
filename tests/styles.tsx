/**
 * antd's styles in the tests, cut to what jsdom and the testing tools read from them.
 *
 * jsdom lays nothing out: of a style sheet it uses only what says whether an element shows and takes
 * the pointer (display, visibility, opacity, pointer-events), which testing-library's role queries,
 * jest-dom's toBeVisible and user-event's pointer check read through getComputedStyle. Yet each
 * getComputedStyle after a change of the page matches every rule of every sheet against the element
 * and each of its ancestors: with antd's some 4,000 rules, a third to half of a screen test's time went
 * there (measured with a CPU profile of a member-list test: 13 of 26 s). The antd style engine's public
 * `transformers` (StyleProvider) drop every other declaration before the rules are written; a rule
 * left empty is not written at all. antd renders as it does; only unread declarations are missing.
 */
import { StyleProvider, type CSSObject, type Transformer } from '@ant-design/cssinjs';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

const READ = new Set(['display', 'visibility', 'opacity', 'pointer-events']);
const cssName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** A value the engine writes as a declaration though it is an object (several values, or one it must not check). */
const isDeclarationObject = (value: object) => '_skip_check_' in value || '_multi_value_' in value || '_keyframe' in value;

export const readStylesOnly: Transformer = {
  visit(css: CSSObject): CSSObject {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(css)) {
      const nested = typeof value === 'object' && value !== null && !isDeclarationObject(value);
      if (nested || READ.has(cssName(key))) kept[key] = value;
    }
    return kept as CSSObject;
  },
};

export function TestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider transformers={[readStylesOnly]}>{children}</StyleProvider>;
}

/** testing-library's render for a part rendered alone (not the whole console: renderApp), under TestStyles. */
export function renderStyled(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const Inner = options.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => <TestStyles>{Inner ? <Inner>{children}</Inner> : children}</TestStyles>;
  return render(ui, { ...options, wrapper });
}
