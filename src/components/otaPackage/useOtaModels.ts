/** The fleet's models with their hardware versions (`GET /ota/models`), loaded once and cached. */
import { useData } from '@/request/useData';
import { fetchOtaModels } from '@/services/resources';
import type { OtaModel } from '@/services/types/resource';

const NONE: OtaModel[] = [];

export function useOtaModels(): OtaModel[] {
  const { data } = useData(() => fetchOtaModels(), { cacheKey: 'ota-models' });
  return data ?? NONE;
}
