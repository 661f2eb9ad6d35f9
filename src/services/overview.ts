/**
 * The fleet overview's calls (docs/openapi.yaml, tag `overview`; rules in
 * docs/api.md "Overview"): one per panel, so that each loads and fails on its
 * own. Each panel reports its own failure in place (one message and a retry),
 * so the calls are SILENT: the pipeline shows nothing beside it.
 */
import { callApi, SILENT } from '@/request/pipeline';
import type { OverviewExceptions, OverviewExpiries, OverviewPushes, OverviewRobots, OverviewTrend } from './types/overview';

export function fetchOverviewRobots() {
  return callApi<OverviewRobots>('base', '/overview/robots', { ...SILENT });
}

export function fetchOverviewPushes() {
  return callApi<OverviewPushes>('base', '/overview/pushes', { ...SILENT });
}

export function fetchOverviewExceptions() {
  return callApi<OverviewExceptions>('base', '/overview/exceptions', { ...SILENT });
}

export function fetchOverviewExpiries() {
  return callApi<OverviewExpiries>('base', '/overview/expiries', { ...SILENT });
}

export function fetchOverviewTrend() {
  return callApi<OverviewTrend>('base', '/overview/trend', { ...SILENT });
}
