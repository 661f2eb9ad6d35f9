/**
 * Production quality calls (docs/openapi.yaml, tag `production`, service production; rules in docs/api.md
 * "Production quality"). Exports are made in the browser from the page calls: there is no export call.
 */
import { callApi, type DisplayOption, SILENT } from '@/request/pipeline';
import type { Page, PageQuery } from './types/list';
import type {
  FactorySerial,
  FactorySerialFilters,
  FeedbackTicket,
  FeedbackTicketFilters,
  FeedbackTicketInput,
  ProcessRecord,
  ProcessRecordFilters,
  SnApplication,
  SnApplicationFilters,
  SnApplicationInput,
  SnReviewInput,
  UnitTimeline,
} from './types/production';

const id = (value: string) => encodeURIComponent(value);

export function fetchSnApplicationPage(query: PageQuery<SnApplicationFilters>) {
  return callApi<Page<SnApplication>>('production', '/application/page', { method: 'POST', data: query });
}

export function fetchSnApplication(applicationId: string, options: DisplayOption = {}) {
  return callApi<SnApplication>('production', `/application/${id(applicationId)}`, options);
}

/** Reports its own failure: a refused field (the level identifier, a quantity) belongs to the form. */
export function applyForSerials(input: SnApplicationInput) {
  return callApi<SnApplication>('production', '/application', { method: 'POST', data: input, ...SILENT });
}

/** Reports its own failure: a refusal (own application, reviewed already, short remarks) belongs to the dialog. */
export function approveSnApplication(applicationId: string, input: SnReviewInput) {
  return callApi<SnApplication>('production', `/application/${id(applicationId)}/approve`, { method: 'POST', data: input, ...SILENT });
}

/** Reports its own failure, as approveSnApplication. */
export function rejectSnApplication(applicationId: string, input: SnReviewInput) {
  return callApi<SnApplication>('production', `/application/${id(applicationId)}/reject`, { method: 'POST', data: input, ...SILENT });
}

export function fetchApplicationSerialPage(applicationId: string, query: PageQuery<FactorySerialFilters>) {
  return callApi<Page<FactorySerial>>('production', `/application/${id(applicationId)}/serial/page`, { method: 'POST', data: query });
}

export function fetchFactorySerialPage(query: PageQuery<FactorySerialFilters>) {
  return callApi<Page<FactorySerial>>('production', '/serial/page', { method: 'POST', data: query });
}

export function fetchProcessRecordPage(query: PageQuery<ProcessRecordFilters>) {
  return callApi<Page<ProcessRecord>>('production', '/record/page', { method: 'POST', data: query });
}

export function fetchFeedbackTicketPage(query: PageQuery<FeedbackTicketFilters>) {
  return callApi<Page<FeedbackTicket>>('production', '/feedback/page', { method: 'POST', data: query });
}

export function fetchFeedbackTicket(ticketId: string, options: DisplayOption = {}) {
  return callApi<FeedbackTicket>('production', `/feedback/${id(ticketId)}`, options);
}

/** Reports its own failure: a refused field (5 measures, an unknown serial number) belongs to the form. */
export function createFeedbackTicket(input: FeedbackTicketInput) {
  return callApi<FeedbackTicket>('production', '/feedback', { method: 'POST', data: input, ...SILENT });
}

/** Reports its own failure, as createFeedbackTicket. */
export function updateFeedbackTicket(ticketId: string, input: FeedbackTicketInput) {
  return callApi<FeedbackTicket>('production', `/feedback/${id(ticketId)}`, { method: 'PUT', data: input, ...SILENT });
}

export function closeFeedbackTicket(ticketId: string, input: { completer: string; verificationResult: string }) {
  return callApi<FeedbackTicket>('production', `/feedback/${id(ticketId)}/close`, { method: 'POST', data: input, ...SILENT });
}

/** One unit's timeline: the parts the caller may see (each says whether it is empty), events oldest first. */
export function fetchUnitTimeline(serialNumber: string, options: DisplayOption = {}) {
  return callApi<UnitTimeline>('production', `/unit/${id(serialNumber)}/timeline`, options);
}
