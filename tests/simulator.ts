/**
 * The tests' backend: msw in front of the SAME simulator the dev server and
 * the preview use (mock/sim). Only the network is replaced; the console's
 * request pipeline, antd and pro-components run for real.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { fetchHandler } from '../mock/sim/http';
import { Simulator } from '../mock/sim/simulator';
import type { SimRequest } from '../mock/sim/types';

export const sim = new Simulator();

/** Every request the simulator received, as it arrived (headers lower-cased). */
export const received: SimRequest[] = [];

const recordingSim = new Proxy(sim, {
  get(target, prop, receiver) {
    if (prop === 'handle') {
      return (request: SimRequest) => {
        received.push(request);
        return target.handle(request);
      };
    }
    return Reflect.get(target, prop, receiver);
  },
});

export const server = setupServer(http.all('*/api/*', ({ request }) => fetchHandler(recordingSim, request)));
