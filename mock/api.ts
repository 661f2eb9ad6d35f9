/**
 * The file Umi's mock middleware loads (dev server and `max preview`): every
 * API call goes to the one simulator in mock/sim/.
 */
import { middlewareHandler } from './sim/http';
import { sharedSimulator } from './sim/simulator';

const handler = middlewareHandler(sharedSimulator);

export default {
  'GET /api/(.*)': handler,
  'POST /api/(.*)': handler,
  'PUT /api/(.*)': handler,
  'DELETE /api/(.*)': handler,
  'GET /__simulator/(.*)': handler,
  'POST /__simulator/(.*)': handler,
};
