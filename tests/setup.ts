/**
 * Test setup: jsdom gaps antd needs, the real Umi plugin manager (so the
 * generated request/locale/model plugins and src/app.tsx's runtime config are
 * used as they are), and the simulator behind msw.
 */
import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { message } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createPluginManager } from '@@/core/plugin';
import { assertKept, contract } from '../mock/contract/contract';
import { contractViolations, received, server, sim } from './simulator';

// jsdom's crypto lacks a working subtle; Node's Web Crypto is the browser's API.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
}

// A fixed visitor id: fingerprinting jsdom proves nothing and is slow.
const VISITOR_ID = 'testvisitor0123456789';

createPluginManager();

// Routes and the layout load as lazy chunks: on a busy 2-core machine that takes seconds.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The document is read here, not inside the first test's first request (validators compile on first use).
  contract();
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('visitorId', VISITOR_ID);
  window.localStorage.setItem('umi_locale', 'en-US');
});
afterEach(() => {
  cleanup();
  // antd's messages live outside the rendered tree and outlast it: the next test starts with none. (Only
  // when one shows: a destroy before any message makes antd's holder early, and a file's later messages
  // then never showed.)
  if (document.querySelector('.ant-message-notice')) message.destroy();
  server.resetHandlers();
  sim.reset();
  received.length = 0;
  assertKept(contractViolations.splice(0));
});
afterAll(() => server.close());
