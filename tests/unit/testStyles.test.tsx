/**
 * The tests' antd styles (tests/styles.tsx): only the declarations jsdom and the testing tools read are
 * written, and what they decide (shown or hidden) is what antd's full styles decide.
 */
import { screen } from '@testing-library/react';
import { Button, Tabs } from 'antd';
import { readStylesOnly, renderStyled } from '../styles';

/** Every declaration of every rule antd's style engine wrote (its sheets carry `data-css-hash`), as `property` names. */
function declaredProperties(): Set<string> {
  const names = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      const style = (rule as CSSStyleRule).style;
      if (style) for (let i = 0; i < style.length; i += 1) names.add(style[i]);
      const inner = (rule as CSSMediaRule).cssRules;
      if (inner) walk(inner);
    }
  };
  for (const node of Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-css-hash]'))) if (node.sheet) walk(node.sheet.cssRules);
  return names;
}

it('keeps display, visibility, opacity and pointer-events, and the nested rules, and drops the rest', () => {
  const kept = readStylesOnly.visit!({
    display: 'none',
    visibility: 'hidden',
    opacity: 0,
    pointerEvents: 'none',
    color: 'red',
    width: 10,
    '&:hover': { opacity: 1, color: 'blue' },
    '@media (max-width: 575px)': { display: 'block' },
  });
  expect(kept).toEqual({
    display: 'none',
    visibility: 'hidden',
    opacity: 0,
    pointerEvents: 'none',
    '&:hover': { opacity: 1, color: 'blue' },
    '@media (max-width: 575px)': { display: 'block' },
  });
});

it("writes antd's component rules with no other declaration, and a tab's hidden pane is still hidden", () => {
  renderStyled(
    <Tabs
      items={[
        { key: 'a', label: 'First', children: <Button>In the first</Button> },
        { key: 'b', label: 'Second', children: <Button>In the second</Button>, forceRender: true },
      ]}
      defaultActiveKey="a"
    />,
  );
  const properties = declaredProperties();
  expect(properties.size).toBeGreaterThan(0);
  expect([...properties].filter((name) => !['display', 'visibility', 'opacity', 'pointer-events'].includes(name))).toEqual([]);
  expect(screen.getByRole('button', { name: 'In the first' })).toBeVisible();
  // The second pane is drawn (forceRender) and hidden by antd's class for it alone: a rule kept.
  expect(screen.getByRole('button', { name: 'In the second', hidden: true })).not.toBeVisible();
  expect(screen.queryByRole('button', { name: 'In the second' })).toBeNull();
});
