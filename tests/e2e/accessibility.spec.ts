/**
 * Accessibility: axe-core over every screen a signed-in administrator can open (the route table's
 * screens under the layout, the wall map and an asset's detail), in zh-CN and in en-US. No
 * serious or critical violation is allowed. What is left out, each with its reason:
 * - the rule color-contrast: the specification fixes the primary colour (#33a379, design card), on
 *   which antd draws white text at 3.2:1; the palette is the product owner's call (docs/choices.md);
 * - antd Table's measuring row (`.ant-table-measure-row`): an aria-hidden row of empty cells that
 *   antd's table draws to measure its columns, never shown; it carries a tab stop of its own;
 * - aria-required on the box of a required Select in a form: antd's Form.Item marks its field as
 *   required, and Select puts the mark on its outer box rather than on the combobox inside, which
 *   the label names.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes, type RouteEntry } from '../../config/routes';
import { expect, test } from './fixtures';
import { loginAs, pinLocale, resetSimulator } from './helpers';

const DISABLED_RULES = ['color-contrast'];
const EXCLUDED = ['.ant-table-measure-row'];

/** antd's required Select: the violation's one failing check is aria-required on the Select's box. */
const requiredSelectBox = (rule: string, html: string) => rule === 'aria-allowed-attr' && /^<div class="ant-select [^"]*ant-select-in-form-item[^"]*" aria-required="true">$/.test(html);

/** The screens of the route table a signed-in person opens: leaves with a component, no parameter, no public flow. */
function screens(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.routes) return screens(entry.routes);
    if (!entry.component || entry.redirect || entry.path.includes(':') || entry.path.includes('*')) return [];
    if (/^\/(user|registry)(\/|$)/.test(entry.path)) return [];
    return [entry.path];
  });
}

const SCREENS = screens(routes);

/** A screen has drawn once nothing spins and its title, result, table, dialog or map is there. */
async function drawn(page: Page): Promise<void> {
  await expect(page.locator('.ant-page-header-heading-title, .ant-result, .ant-table, .ant-modal-content, canvas').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(DISABLED_RULES);
  for (const selector of EXCLUDED) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !requiredSelectBox(violation.id, node.html)) }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`every signed-in screen has no serious or critical axe violation (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
    await resetSimulator(page);
    await pinLocale(page, locale);
    await loginAs(page, 'admin', '/assets/list');
    const firstAsset = page.getByTestId('asset-table').locator('.ant-table-row[data-row-key]').first();
    await expect(firstAsset).toBeVisible();
    const assetId = await firstAsset.getAttribute('data-row-key');
    const found: Record<string, string[]> = {};
    for (const path of [...SCREENS, `/assets/list/detail/${assetId}`]) {
      await page.goto(path);
      await drawn(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
