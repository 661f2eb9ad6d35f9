/**
 * The tests' backend: msw in front of the SAME simulator the dev server and
 * the preview use (mock/sim). Only the network is replaced; the console's
 * request pipeline, antd and pro-components run for real.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { contract } from '../mock/contract/contract';
import { fetchHandler } from '../mock/sim/http';
import { Simulator } from '../mock/sim/simulator';
import type { SimRequest } from '../mock/sim/types';

export const sim = new Simulator();

/** Every request the simulator received, as it arrived (headers lower-cased). */
export const received: SimRequest[] = [];

/**
 * What in the console's requests and the simulator's answers the contract
 * (docs/openapi.yaml) does not allow; tests/setup.ts fails the test that
 * caused any.
 */
export const contractViolations: string[] = [];

sim.observe = (request, response) => {
  received.push(request);
  contractViolations.push(...contract().check(request, response, { headers: true }));
};

export const server = setupServer(http.all('*/api/*', ({ request }) => fetchHandler(sim, request)));
