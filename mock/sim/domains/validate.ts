/** Input checks shared by the domain handlers: every bad input is a 40001 with the field named. */
import { STATUS } from '../codes';
import { SimError } from '../types';

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SimError(STATUS.VALIDATION_FAILED, 'A JSON object body is required');
  }
  return body as Record<string, unknown>;
}

export function requireString(input: Record<string, unknown>, field: string, maxLength: number): string {
  const value = input[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new SimError(STATUS.VALIDATION_FAILED, `${field} is required`, { fields: { [field]: 'required' } });
  }
  if (value.length > maxLength) {
    throw new SimError(STATUS.VALIDATION_FAILED, `${field} is too long`, { fields: { [field]: 'tooLong' } });
  }
  return value;
}
