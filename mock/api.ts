/**
 * The file Umi's mock middleware loads (dev server and `max preview`): every
 * API call goes to the one simulator in mock/sim/, and every request with its
 * answer is checked against the contract (docs/openapi.yaml). A violation is
 * printed and kept for the browser suite (`GET /__simulator/contract`).
 */
import { contract } from './contract/contract';
import { middlewareHandler } from './sim/http';
import { sharedSimulator, type Simulator } from './sim/simulator';

function checkedSimulator(): Simulator {
  const sim = sharedSimulator();
  sim.observe ??= (request, response) => {
    const violations = contract().check(request, response, { headers: true });
    for (const line of violations) process.stderr.write(`contract: ${line}\n`);
    sim.violations.push(...violations);
  };
  return sim;
}

const handler = middlewareHandler(checkedSimulator);

export default {
  'GET /api/(.*)': handler,
  'POST /api/(.*)': handler,
  'PUT /api/(.*)': handler,
  'DELETE /api/(.*)': handler,
  'GET /__simulator/(.*)': handler,
  'POST /__simulator/(.*)': handler,
};
