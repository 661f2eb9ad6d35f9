/**
 * The suite's `test`: every page records Content Security Policy violations
 * and uncaught errors, the simulator checks every request and answer against
 * the API contract (docs/openapi.yaml), and a test fails when any of these
 * occurred. Every spec imports `test` from here.
 */
import { expect, test as base } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ contractGuard: void; cspGuard: void; errorGuard: void }>({
  contractGuard: [
    async ({ request }, use) => {
      await use();
      const seen = (await (await request.get('/__simulator/contract')).json()) as { violations: string[] };
      expect(seen.violations, 'requests or answers the API contract does not allow').toEqual([]);
    },
    { auto: true },
  ],
  errorGuard: [
    async ({ page }, use) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
      await use();
      expect(uncaught, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use();
      const recorded = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      expect([...recorded, ...refused], 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
